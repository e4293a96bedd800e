CREATE TABLE "channel_code_groups" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "channel_code_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_code_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "channel_code_groups_tenant_name_unique" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "channel_codes" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "channel_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"state" text NOT NULL,
	"scan_key" text NOT NULL,
	"platform_config_id" text DEFAULT '' NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_codes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "channel_codes_tenant_state_unique" UNIQUE("tenant_id","state"),
	CONSTRAINT "channel_codes_scan_key_unique" UNIQUE("scan_key")
);
--> statement-breakpoint
CREATE TABLE "customer_events" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customer_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"employee_id" integer,
	"channel_code_id" integer,
	"event_type" text NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_group_members" (
	"tenant_id" text NOT NULL,
	"group_id" integer NOT NULL,
	"member_type" smallint NOT NULL,
	"member_id" bigint NOT NULL,
	"join_scene" smallint DEFAULT 1 NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	CONSTRAINT "customer_group_members_tenant_id_group_id_member_type_member_id_pk" PRIMARY KEY("tenant_id","group_id","member_type","member_id")
);
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "customer_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform_chat_id" text NOT NULL,
	"name" text NOT NULL,
	"owner_employee_id" integer,
	"notice" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dismissed_at" timestamp with time zone,
	CONSTRAINT "customer_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "customer_groups_tenant_chat_unique" UNIQUE("tenant_id","platform_chat_id")
);
--> statement-breakpoint
CREATE TABLE "customer_relations" (
	"tenant_id" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"employee_id" integer NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"add_way" smallint DEFAULT 0 NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"channel_code_id" integer,
	"added_at" timestamp with time zone NOT NULL,
	"deleted_by_customer_at" timestamp with time zone,
	"deleted_by_employee_at" timestamp with time zone,
	CONSTRAINT "customer_relations_tenant_id_customer_id_employee_id_pk" PRIMARY KEY("tenant_id","customer_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "customer_tags" (
	"tenant_id" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"tag_id" integer NOT NULL,
	"employee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_tags_tenant_id_customer_id_tag_id_pk" PRIMARY KEY("tenant_id","customer_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"external_user_id" text NOT NULL,
	"name" text NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"type" smallint DEFAULT 1 NOT NULL,
	"corp_name" text DEFAULT '' NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"last_added_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "customers_tenant_external_unique" UNIQUE("tenant_id","external_user_id")
);
--> statement-breakpoint
CREATE TABLE "tag_groups" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tag_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tag_groups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tag_groups_tenant_name_unique" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"platform_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tags_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tags_tenant_group_name_unique" UNIQUE("tenant_id","group_id","name")
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform_id" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "departments_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "departments_tenant_platform_unique" UNIQUE("tenant_id","platform_id")
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "employees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"platform_user_id" text NOT NULL,
	"name" text NOT NULL,
	"department_id" integer,
	"position" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"gender" smallint DEFAULT 0 NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"seat_status" smallint DEFAULT 1 NOT NULL,
	"seat_expires_at" timestamp with time zone,
	"status" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "employees_tenant_platform_unique" UNIQUE("tenant_id","platform_user_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_objects" (
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"platform_id" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_objects_tenant_id_kind_platform_id_pk" PRIMARY KEY("tenant_id","kind","platform_id")
);
--> statement-breakpoint
ALTER TABLE "channel_code_groups" ADD CONSTRAINT "channel_code_groups_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_codes" ADD CONSTRAINT "channel_codes_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."channel_code_groups"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_events" ADD CONSTRAINT "customer_events_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_members" ADD CONSTRAINT "customer_group_members_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."customer_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_groups" ADD CONSTRAINT "customer_groups_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_relations" ADD CONSTRAINT "customer_relations_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tags" ADD CONSTRAINT "customer_tags_customer_fk" FOREIGN KEY ("tenant_id","customer_id") REFERENCES "public"."customers"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_tags" ADD CONSTRAINT "customer_tags_tag_fk" FOREIGN KEY ("tenant_id","tag_id") REFERENCES "public"."tags"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_groups" ADD CONSTRAINT "tag_groups_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_group_fk" FOREIGN KEY ("tenant_id","group_id") REFERENCES "public"."tag_groups"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_objects" ADD CONSTRAINT "sandbox_objects_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_codes_tenant_group_idx" ON "channel_codes" USING btree ("tenant_id","group_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_events_tenant_customer_idx" ON "customer_events" USING btree ("tenant_id","customer_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_events_tenant_code_idx" ON "customer_events" USING btree ("tenant_id","channel_code_id","occurred_at") WHERE "customer_events"."channel_code_id" is not null;--> statement-breakpoint
CREATE INDEX "customer_group_members_member_idx" ON "customer_group_members" USING btree ("tenant_id","member_type","member_id");--> statement-breakpoint
CREATE INDEX "customer_relations_tenant_employee_idx" ON "customer_relations" USING btree ("tenant_id","employee_id","added_at");--> statement-breakpoint
CREATE INDEX "customer_relations_tenant_code_idx" ON "customer_relations" USING btree ("tenant_id","channel_code_id");--> statement-breakpoint
CREATE INDEX "customer_tags_tenant_tag_idx" ON "customer_tags" USING btree ("tenant_id","tag_id","customer_id");--> statement-breakpoint
CREATE INDEX "customers_tenant_last_added_idx" ON "customers" USING btree ("tenant_id","last_added_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "employees_tenant_department_idx" ON "employees" USING btree ("tenant_id","department_id");