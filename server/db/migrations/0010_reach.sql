CREATE TABLE "moment_interactions" (
	"tenant_id" text NOT NULL,
	"task_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"customer_id" bigint NOT NULL,
	"kind" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "moment_interactions_tenant_id_task_id_customer_id_kind_pk" PRIMARY KEY("tenant_id","task_id","customer_id","kind")
);
--> statement-breakpoint
CREATE TABLE "moment_task_employees" (
	"tenant_id" text NOT NULL,
	"task_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "moment_task_employees_tenant_id_task_id_employee_id_pk" PRIMARY KEY("tenant_id","task_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "moment_tasks" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "moment_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"content" jsonb NOT NULL,
	"visible_tag_ids" jsonb NOT NULL,
	"like_tag_ids" jsonb NOT NULL,
	"comment_tag_ids" jsonb NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "moment_tasks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sms_recipients" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sms_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"send_id" integer NOT NULL,
	"phone" text NOT NULL,
	"customer_id" bigint,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "sms_recipients_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sms_recipients_send_phone_unique" UNIQUE("tenant_id","send_id","phone")
);
--> statement-breakpoint
CREATE TABLE "sms_sends" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sms_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"signature_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"content" text NOT NULL,
	"parts" integer NOT NULL,
	"part_price_li" integer NOT NULL,
	"target_kind" smallint NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"status" smallint NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_sends_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sms_signatures" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sms_signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"review_due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_signatures_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sms_templates" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sms_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"content" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"review_due_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sms_templates_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "mass_send_recipients" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "mass_send_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"send_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"target_id" bigint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "mass_send_recipients_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "mass_send_recipients_send_target_unique" UNIQUE("tenant_id","send_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "mass_send_tasks" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "mass_send_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"send_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"platform_msg_id" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"reminded_at" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "mass_send_tasks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "mass_send_tasks_send_employee_unique" UNIQUE("tenant_id","send_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "mass_sends" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "mass_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" smallint NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"message" jsonb NOT NULL,
	"send_type" smallint NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"status" smallint NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "mass_sends_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "reach_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"monthly_limit" integer,
	"sms_part_price_li" integer DEFAULT 45 NOT NULL,
	"sms_balance_li" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_deliveries" (
	"tenant_id" text NOT NULL,
	"recipient_id" bigint NOT NULL,
	"channel" smallint NOT NULL,
	"target_id" bigint NOT NULL,
	"result" smallint NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"delivered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_deliveries_tenant_id_recipient_id_pk" PRIMARY KEY("tenant_id","recipient_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_mass_tasks" (
	"tenant_id" text NOT NULL,
	"msg_id" text NOT NULL,
	"confirm_due_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "sandbox_mass_tasks_tenant_id_msg_id_pk" PRIMARY KEY("tenant_id","msg_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_reach_employees" (
	"tenant_id" text NOT NULL,
	"employee_id" integer NOT NULL,
	"confirm_delay_seconds" integer,
	CONSTRAINT "sandbox_reach_employees_tenant_id_employee_id_pk" PRIMARY KEY("tenant_id","employee_id")
);
--> statement-breakpoint
ALTER TABLE "moment_tasks" ADD CONSTRAINT "moment_tasks_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_sends" ADD CONSTRAINT "sms_sends_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_signatures" ADD CONSTRAINT "sms_signatures_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_templates" ADD CONSTRAINT "sms_templates_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mass_sends" ADD CONSTRAINT "mass_sends_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reach_settings" ADD CONSTRAINT "reach_settings_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moment_tasks_tenant_created_idx" ON "moment_tasks" USING btree ("tenant_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mass_send_recipients_task_idx" ON "mass_send_recipients" USING btree ("tenant_id","task_id","status");--> statement-breakpoint
CREATE INDEX "mass_sends_tenant_channel_idx" ON "mass_sends" USING btree ("tenant_id","channel","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sandbox_deliveries_target_idx" ON "sandbox_deliveries" USING btree ("tenant_id","channel","target_id","delivered_at");