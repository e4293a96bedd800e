CREATE TABLE "wecom_app_messages" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "wecom_app_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"employee_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"path" text NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"msg_id" text,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "wecom_app_messages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "wecom_app_messages_key_unique" UNIQUE("tenant_id","key")
);
--> statement-breakpoint
CREATE TABLE "wecom_mass_batches" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "wecom_mass_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"send_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"batch_no" integer NOT NULL,
	"first_recipient_id" bigint NOT NULL,
	"last_recipient_id" bigint NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"msg_id" text,
	"result_cursor" text DEFAULT '' NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"reminded_at" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "wecom_mass_batches_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "wecom_mass_batches_task_batch_unique" UNIQUE("tenant_id","task_id","batch_no")
);
--> statement-breakpoint
CREATE TABLE "wecom_media" (
	"tenant_id" text NOT NULL,
	"purpose" text NOT NULL,
	"media_type" text NOT NULL,
	"sha256" text NOT NULL,
	"media_id" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wecom_media_tenant_id_purpose_media_type_sha256_pk" PRIMARY KEY("tenant_id","purpose","media_type","sha256")
);
--> statement-breakpoint
CREATE TABLE "wecom_moment_tasks" (
	"tenant_id" text NOT NULL,
	"task_id" integer NOT NULL,
	"state" smallint DEFAULT 0 NOT NULL,
	"job_id" text,
	"moment_id" text,
	"invalid" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	CONSTRAINT "wecom_moment_tasks_tenant_id_task_id_pk" PRIMARY KEY("tenant_id","task_id")
);
--> statement-breakpoint
ALTER TABLE "wecom_app_messages" ADD CONSTRAINT "wecom_app_messages_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wecom_mass_batches" ADD CONSTRAINT "wecom_mass_batches_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wecom_media" ADD CONSTRAINT "wecom_media_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wecom_moment_tasks" ADD CONSTRAINT "wecom_moment_tasks_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wecom_app_messages_state_idx" ON "wecom_app_messages" USING btree ("tenant_id","state");--> statement-breakpoint
CREATE INDEX "wecom_mass_batches_state_idx" ON "wecom_mass_batches" USING btree ("tenant_id","state");