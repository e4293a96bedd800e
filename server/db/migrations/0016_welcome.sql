CREATE TABLE "group_welcome_logs" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "group_welcome_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"customer_id" bigint NOT NULL,
	"template_id" integer,
	"outcome" text NOT NULL,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "group_welcome_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "group_welcome_logs_join_unique" UNIQUE("tenant_id","group_id","customer_id","occurred_at")
);
--> statement-breakpoint
CREATE TABLE "group_welcome_templates" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "group_welcome_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"message" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"group_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"owner_employee_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_welcome_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "group_welcome_templates_tenant_name_unique" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "welcome_logs" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "welcome_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"customer_name" text NOT NULL,
	"employee_id" integer NOT NULL,
	"channel_code_id" integer,
	"outcome" text NOT NULL,
	"source" text,
	"reason" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"welcome_id" integer,
	"text_preview" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "welcome_logs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "welcome_logs_add_unique" UNIQUE("tenant_id","customer_id","employee_id","occurred_at")
);
--> statement-breakpoint
CREATE TABLE "welcome_messages" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "welcome_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"is_default" boolean DEFAULT false NOT NULL,
	"employee_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"department_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "welcome_messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "welcome_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"nickname_block_words" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_welcome_logs" ADD CONSTRAINT "group_welcome_logs_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_welcome_templates" ADD CONSTRAINT "group_welcome_templates_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_logs" ADD CONSTRAINT "welcome_logs_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_messages" ADD CONSTRAINT "welcome_messages_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "welcome_settings" ADD CONSTRAINT "welcome_settings_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_welcome_logs_tenant_time" ON "group_welcome_logs" USING btree ("tenant_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "welcome_logs_tenant_time" ON "welcome_logs" USING btree ("tenant_id","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "welcome_messages_one_default" ON "welcome_messages" USING btree ("tenant_id") WHERE "welcome_messages"."is_default";