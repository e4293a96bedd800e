CREATE TABLE "group_code_events" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "group_code_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"group_code_id" integer NOT NULL,
	"qr_id" integer,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "group_code_events_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "group_code_qrs" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "group_code_qrs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_code_id" integer NOT NULL,
	"position" integer NOT NULL,
	"group_id" integer,
	"name" text NOT NULL,
	"member_cap" integer NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"auto_created" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_code_qrs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "group_codes" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "group_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"state" text NOT NULL,
	"public_key" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_codes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "group_codes_tenant_name_unique" UNIQUE("tenant_id","name"),
	CONSTRAINT "group_codes_public_key_unique" UNIQUE("public_key")
);
--> statement-breakpoint
CREATE TABLE "lock_bindings" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "lock_bindings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lock_code_id" integer NOT NULL,
	"customer_id" bigint NOT NULL,
	"employee_id" integer NOT NULL,
	"scope" text NOT NULL,
	"bound_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"release_reason" text DEFAULT '' NOT NULL,
	"rescans" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lock_bindings_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "lock_codes" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "lock_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"state" text NOT NULL,
	"public_key" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lock_codes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "lock_codes_tenant_name_unique" UNIQUE("tenant_id","name"),
	CONSTRAINT "lock_codes_public_key_unique" UNIQUE("public_key")
);
--> statement-breakpoint
CREATE TABLE "lock_scans" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "lock_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lock_code_id" integer NOT NULL,
	"kind" text NOT NULL,
	"employee_id" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lock_scans_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "short_link_adds" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "short_link_adds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"link_id" integer NOT NULL,
	"channel" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"employee_id" integer NOT NULL,
	"chat_status" smallint DEFAULT 0 NOT NULL,
	"added_at" timestamp with time zone NOT NULL,
	CONSTRAINT "short_link_adds_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "short_link_quota_batches" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "short_link_quota_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"amount" integer NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "short_link_quota_batches_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "short_link_views" (
	"tenant_id" text NOT NULL,
	"link_id" integer NOT NULL,
	"channel" text NOT NULL,
	"day" text NOT NULL,
	"visitor" text NOT NULL,
	"views" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "short_link_views_tenant_id_link_id_channel_day_visitor_pk" PRIMARY KEY("tenant_id","link_id","channel","day","visitor")
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "short_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"state" text NOT NULL,
	"public_key" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "short_links_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "short_links_tenant_name_unique" UNIQUE("tenant_id","name"),
	CONSTRAINT "short_links_public_key_unique" UNIQUE("public_key")
);
--> statement-breakpoint
CREATE TABLE "shunt_codes" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "shunt_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"state" text NOT NULL,
	"public_key" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shunt_codes_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shunt_codes_tenant_name_unique" UNIQUE("tenant_id","name"),
	CONSTRAINT "shunt_codes_public_key_unique" UNIQUE("public_key")
);
--> statement-breakpoint
CREATE TABLE "shunt_exposures" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "shunt_exposures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shunt_code_id" integer NOT NULL,
	"target_key" text NOT NULL,
	"fallback" boolean DEFAULT false NOT NULL,
	"token" text NOT NULL,
	"shown_at" timestamp with time zone NOT NULL,
	"added_at" timestamp with time zone,
	CONSTRAINT "shunt_exposures_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "shunt_exposures_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "group_code_events" ADD CONSTRAINT "group_code_events_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_code_qrs" ADD CONSTRAINT "group_code_qrs_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_codes" ADD CONSTRAINT "group_codes_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_bindings" ADD CONSTRAINT "lock_bindings_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_codes" ADD CONSTRAINT "lock_codes_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lock_scans" ADD CONSTRAINT "lock_scans_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_link_adds" ADD CONSTRAINT "short_link_adds_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_link_quota_batches" ADD CONSTRAINT "short_link_quota_batches_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_link_views" ADD CONSTRAINT "short_link_views_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shunt_codes" ADD CONSTRAINT "shunt_codes_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shunt_exposures" ADD CONSTRAINT "shunt_exposures_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_code_events_code_idx" ON "group_code_events" USING btree ("tenant_id","group_code_id","occurred_at");--> statement-breakpoint
CREATE INDEX "group_code_qrs_code_idx" ON "group_code_qrs" USING btree ("tenant_id","group_code_id","position");--> statement-breakpoint
CREATE INDEX "lock_bindings_customer_idx" ON "lock_bindings" USING btree ("tenant_id","customer_id","released_at");--> statement-breakpoint
CREATE INDEX "lock_bindings_code_idx" ON "lock_bindings" USING btree ("tenant_id","lock_code_id","bound_at");--> statement-breakpoint
CREATE INDEX "lock_scans_code_idx" ON "lock_scans" USING btree ("tenant_id","lock_code_id","occurred_at");--> statement-breakpoint
CREATE INDEX "short_link_adds_link_idx" ON "short_link_adds" USING btree ("tenant_id","link_id","added_at");--> statement-breakpoint
CREATE INDEX "shunt_exposures_code_idx" ON "shunt_exposures" USING btree ("tenant_id","shunt_code_id","target_key","shown_at");