CREATE TABLE "chat_archive_configs" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "chat_archive_configs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"secret" text DEFAULT '' NOT NULL,
	"private_key" text DEFAULT '' NOT NULL,
	"public_key" text DEFAULT '' NOT NULL,
	"public_key_ver" integer DEFAULT 1 NOT NULL,
	"trust_ips" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "developer_applications" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"type" smallint NOT NULL,
	"check_status" smallint DEFAULT 0 NOT NULL,
	"reporting_status" smallint DEFAULT 0 NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"review_due_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_apps" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"own_auth_status" smallint DEFAULT 1 NOT NULL,
	"third_auth_status" smallint DEFAULT 1 NOT NULL,
	"own_authorized_at" timestamp with time zone,
	"third_authorized_at" timestamp with time zone,
	"license_granted_at" timestamp with time zone,
	"license_total" integer DEFAULT 0 NOT NULL,
	"corp_id" text DEFAULT '' NOT NULL,
	"agent_id" text DEFAULT '' NOT NULL,
	"app_secret" text DEFAULT '' NOT NULL,
	"contact_secret" text DEFAULT '' NOT NULL,
	"callback_token" text DEFAULT '' NOT NULL,
	"callback_aes_key" text DEFAULT '' NOT NULL,
	"own_logo_url" text DEFAULT '' NOT NULL,
	"third_logo_url" text DEFAULT '' NOT NULL,
	"service_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_initial_leads" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "platform_initial_leads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lead_step" smallint DEFAULT 0 NOT NULL,
	"lead_status" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_initial_leads_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "platform_initial_leads_tenant_unique" UNIQUE("tenant_id")
);
--> statement-breakpoint
CREATE TABLE "platform_mini_programs" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "platform_mini_programs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"authorization_appid" text NOT NULL,
	"nick_name" text NOT NULL,
	"head_img" text DEFAULT '' NOT NULL,
	"applet_function" text DEFAULT '' NOT NULL,
	"release_status" smallint DEFAULT 1 NOT NULL,
	"authorizer_status" smallint DEFAULT 1 NOT NULL,
	"bind_status" smallint DEFAULT 0 NOT NULL,
	"wx_third_platform_id" text DEFAULT '' NOT NULL,
	"verify_type_info" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_mini_programs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "platform_mini_programs_tenant_appid_unique" UNIQUE("tenant_id","authorization_appid")
);
--> statement-breakpoint
CREATE TABLE "platform_module_terms" (
	"tenant_id" text NOT NULL,
	"module" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "platform_module_terms_tenant_id_module_pk" PRIMARY KEY("tenant_id","module")
);
--> statement-breakpoint
CREATE TABLE "platform_notice_reads" (
	"tenant_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"notice_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_notice_reads_tenant_id_user_id_notice_id_pk" PRIMARY KEY("tenant_id","user_id","notice_id")
);
--> statement-breakpoint
CREATE TABLE "platform_notices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "platform_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title" text NOT NULL,
	"remark" text NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"audience" text[],
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "platform_operate_records" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "platform_operate_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operate_type" text NOT NULL,
	"operator_name" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_operate_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_auth_grants" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"tenant_id" text NOT NULL,
	"kind" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"code_hash" text,
	"expires_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_auth_grants_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "chat_archive_configs" ADD CONSTRAINT "chat_archive_configs_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "developer_applications" ADD CONSTRAINT "developer_applications_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_apps" ADD CONSTRAINT "platform_apps_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_initial_leads" ADD CONSTRAINT "platform_initial_leads_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_mini_programs" ADD CONSTRAINT "platform_mini_programs_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_module_terms" ADD CONSTRAINT "platform_module_terms_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_notice_reads" ADD CONSTRAINT "platform_notice_reads_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_notice_reads" ADD CONSTRAINT "platform_notice_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_notice_reads" ADD CONSTRAINT "platform_notice_reads_notice_id_platform_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."platform_notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_operate_records" ADD CONSTRAINT "platform_operate_records_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_auth_grants" ADD CONSTRAINT "sandbox_auth_grants_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_notices_published_idx" ON "platform_notices" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "platform_operate_records_tenant_created_idx" ON "platform_operate_records" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sandbox_auth_grants_tenant_idx" ON "sandbox_auth_grants" USING btree ("tenant_id","created_at");