CREATE TABLE "sandbox_sop_clock" (
	"tenant_id" text PRIMARY KEY NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sop_plans" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "sop_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" smallint NOT NULL,
	"name" text NOT NULL,
	"business_type" smallint NOT NULL,
	"config" jsonb NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"paused_at" timestamp with time zone,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sop_plans_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "sop_targets" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sop_targets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"target_id" bigint NOT NULL,
	"employee_id" integer NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"state" smallint DEFAULT 1 NOT NULL,
	"end_reason" text DEFAULT '' NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "sop_targets_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sop_targets_plan_target_unique" UNIQUE("tenant_id","plan_id","target_id")
);
--> statement-breakpoint
CREATE TABLE "sop_tasks" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sop_tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"plan_id" integer NOT NULL,
	"target_row_id" bigint NOT NULL,
	"target_id" bigint NOT NULL,
	"employee_id" integer NOT NULL,
	"step" smallint NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reminded_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "sop_tasks_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "sop_tasks_target_step_unique" UNIQUE("tenant_id","target_row_id","step")
);
--> statement-breakpoint
ALTER TABLE "sandbox_sop_clock" ADD CONSTRAINT "sandbox_sop_clock_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sop_plans" ADD CONSTRAINT "sop_plans_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sop_plans_tenant_kind_idx" ON "sop_plans" USING btree ("tenant_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sop_tasks_tenant_status_due_idx" ON "sop_tasks" USING btree ("tenant_id","status","due_at");--> statement-breakpoint
CREATE INDEX "sop_tasks_tenant_plan_idx" ON "sop_tasks" USING btree ("tenant_id","plan_id","step");--> statement-breakpoint
CREATE INDEX "sop_tasks_tenant_target_idx" ON "sop_tasks" USING btree ("tenant_id","target_id","status");