CREATE TABLE "auto_tag_hits" (
	"tenant_id" text NOT NULL,
	"rule_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"hit_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auto_tag_hits_tenant_id_rule_id_event_key_pk" PRIMARY KEY("tenant_id","rule_id","event_key")
);
--> statement-breakpoint
CREATE TABLE "auto_tag_rules" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "auto_tag_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"tag_ids" integer[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"hit_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auto_tag_rules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "auto_tag_rules_tenant_name_unique" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "batch_tag_task_items" (
	"tenant_id" text NOT NULL,
	"task_id" integer NOT NULL,
	"customer_id" bigint NOT NULL,
	"result" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "batch_tag_task_items_tenant_id_task_id_customer_id_pk" PRIMARY KEY("tenant_id","task_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "batch_tag_tasks" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "batch_tag_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"mode" text NOT NULL,
	"tag_ids" integer[] NOT NULL,
	"source" text NOT NULL,
	"filter" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"changed" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "batch_tag_tasks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "custom_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"show_in_list" boolean DEFAULT false NOT NULL,
	"show_in_detail" boolean DEFAULT true NOT NULL,
	"show_in_sidebar" boolean DEFAULT true NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"system_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_fields_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "custom_fields_tenant_name_unique" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "customer_alert_notices" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customer_alert_notices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"recipient_employee_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"customer_id" bigint,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_alert_notices_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "customer_alert_notices_once" UNIQUE("tenant_id","recipient_employee_id","event_key")
);
--> statement-breakpoint
CREATE TABLE "customer_alert_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"loss_notify_employee" boolean DEFAULT false NOT NULL,
	"loss_notify_manager" boolean DEFAULT false NOT NULL,
	"loss_mode" text DEFAULT 'each' NOT NULL,
	"loss_manager_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"repeat_alert" boolean DEFAULT false NOT NULL,
	"repeat_manager_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_field_values" (
	"tenant_id" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"field_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_field_values_tenant_id_customer_id_field_id_pk" PRIMARY KEY("tenant_id","customer_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "customer_group_states" (
	"tenant_id" text NOT NULL,
	"group_id" integer NOT NULL,
	"status" smallint NOT NULL,
	CONSTRAINT "customer_group_states_tenant_id_group_id_pk" PRIMARY KEY("tenant_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "customer_group_tags" (
	"tenant_id" text NOT NULL,
	"group_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "customer_group_tags_tenant_id_group_id_tag_id_pk" PRIMARY KEY("tenant_id","group_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "tag_sync_runs" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tag_sync_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"direction" text NOT NULL,
	"trigger" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"removed" integer DEFAULT 0 NOT NULL,
	"pushed" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tag_sync_runs_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "tag_sync_settings" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"schedule_enabled" boolean DEFAULT false NOT NULL,
	"schedule_time" text DEFAULT '02:00' NOT NULL,
	"direction" text DEFAULT 'pull' NOT NULL,
	"apply_events" boolean DEFAULT true NOT NULL,
	"last_scheduled_day" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auto_tag_hits" ADD CONSTRAINT "auto_tag_hits_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auto_tag_rules" ADD CONSTRAINT "auto_tag_rules_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_tag_task_items" ADD CONSTRAINT "batch_tag_task_items_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_tag_tasks" ADD CONSTRAINT "batch_tag_tasks_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_fields" ADD CONSTRAINT "custom_fields_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_alert_notices" ADD CONSTRAINT "customer_alert_notices_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_alert_settings" ADD CONSTRAINT "customer_alert_settings_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_field_values" ADD CONSTRAINT "customer_field_values_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_states" ADD CONSTRAINT "customer_group_states_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_group_tags" ADD CONSTRAINT "customer_group_tags_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_sync_runs" ADD CONSTRAINT "tag_sync_runs_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_sync_settings" ADD CONSTRAINT "tag_sync_settings_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auto_tag_hits_rule_idx" ON "auto_tag_hits" USING btree ("tenant_id","rule_id","hit_at");--> statement-breakpoint
CREATE INDEX "batch_tag_task_items_pending_idx" ON "batch_tag_task_items" USING btree ("tenant_id","task_id","customer_id") WHERE "batch_tag_task_items"."result" = 0;--> statement-breakpoint
CREATE INDEX "customer_alert_notices_kind_idx" ON "customer_alert_notices" USING btree ("tenant_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "customer_field_values_field_idx" ON "customer_field_values" USING btree ("tenant_id","field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_sync_runs_one_running" ON "tag_sync_runs" USING btree ("tenant_id") WHERE "tag_sync_runs"."status" = 'running';