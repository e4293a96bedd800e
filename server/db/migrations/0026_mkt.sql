CREATE TABLE "campaign_reaches" (
	"tenant_id" text NOT NULL,
	"campaign_id" integer NOT NULL,
	"step_index" smallint NOT NULL,
	"customer_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"reached_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	CONSTRAINT "campaign_reaches_tenant_id_campaign_id_step_index_customer_id_pk" PRIMARY KEY("tenant_id","campaign_id","step_index","customer_id")
);
--> statement-breakpoint
CREATE TABLE "marketing_campaigns" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "marketing_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"audience_id" integer,
	"goal_metric" text NOT NULL,
	"goal_value" numeric(14, 2) NOT NULL,
	"budget" numeric(14, 2) DEFAULT '0' NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_campaigns_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "operation_plan_events" (
	"tenant_id" text NOT NULL,
	"plan_id" integer NOT NULL,
	"step_index" smallint NOT NULL,
	"customer_id" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operation_plan_events_tenant_id_plan_id_step_index_customer_id_pk" PRIMARY KEY("tenant_id","plan_id","step_index","customer_id")
);
--> statement-breakpoint
CREATE TABLE "operation_plans" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "operation_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"trigger" jsonb NOT NULL,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"next_step" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "operation_plans_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "campaign_reaches" ADD CONSTRAINT "campaign_reaches_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_campaigns" ADD CONSTRAINT "marketing_campaigns_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_plan_events" ADD CONSTRAINT "operation_plan_events_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operation_plans" ADD CONSTRAINT "operation_plans_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_reaches_customer_idx" ON "campaign_reaches" USING btree ("tenant_id","customer_id");--> statement-breakpoint
CREATE INDEX "marketing_campaigns_tenant_start_idx" ON "marketing_campaigns" USING btree ("tenant_id","start_date" DESC NULLS LAST);