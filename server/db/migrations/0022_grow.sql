CREATE TABLE "new_customer_group_records" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "new_customer_group_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"rule_id" integer NOT NULL,
	"customer_id" bigint NOT NULL,
	"employee_id" integer NOT NULL,
	"channel_code_id" integer,
	"group_id" integer,
	"status" smallint DEFAULT 1 NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "new_customer_group_records_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "new_customer_group_records_once" UNIQUE("tenant_id","rule_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "new_customer_group_rules" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "new_customer_group_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "new_customer_group_rules_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "new_customer_group_rules_tenant_name_unique" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
CREATE TABLE "tag_invite_recipients" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "tag_invite_recipients_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"customer_id" bigint NOT NULL,
	"employee_id" integer NOT NULL,
	"group_id" integer,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	"joined_at" timestamp with time zone,
	CONSTRAINT "tag_invite_recipients_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tag_invite_recipients_once" UNIQUE("tenant_id","task_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "tag_invite_reminders" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tag_invite_reminders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"task_id" integer NOT NULL,
	"employee_id" integer NOT NULL,
	"unsent" integer NOT NULL,
	"reminded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tag_invite_reminders_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "tag_invite_tasks" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "tag_invite_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"platform_tasks" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	CONSTRAINT "tag_invite_tasks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "tag_invite_tasks_tenant_name_unique" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
ALTER TABLE "new_customer_group_records" ADD CONSTRAINT "new_customer_group_records_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "new_customer_group_rules" ADD CONSTRAINT "new_customer_group_rules_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_invite_recipients" ADD CONSTRAINT "tag_invite_recipients_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_invite_reminders" ADD CONSTRAINT "tag_invite_reminders_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_invite_tasks" ADD CONSTRAINT "tag_invite_tasks_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "new_customer_group_records_rule_idx" ON "new_customer_group_records" USING btree ("tenant_id","rule_id","sent_at");--> statement-breakpoint
CREATE INDEX "tag_invite_recipients_task_idx" ON "tag_invite_recipients" USING btree ("tenant_id","task_id","status");--> statement-breakpoint
CREATE INDEX "tag_invite_reminders_task_idx" ON "tag_invite_reminders" USING btree ("tenant_id","task_id");