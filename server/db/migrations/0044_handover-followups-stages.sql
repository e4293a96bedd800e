CREATE TABLE "customer_follow_ups" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customer_follow_ups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"employee_id" integer,
	"text" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"next_follow_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"source" text DEFAULT 'console' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_follow_ups_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_handovers" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "customer_handovers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" text NOT NULL,
	"mode" smallint NOT NULL,
	"target_type" smallint NOT NULL,
	"target_id" bigint NOT NULL,
	"platform_target_id" text NOT NULL,
	"handover_employee_id" integer NOT NULL,
	"takeover_employee_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"errcode" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"sent_at" timestamp with time zone,
	"takeover_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "customer_handovers_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "customer_stage_of" (
	"tenant_id" text NOT NULL,
	"customer_id" bigint NOT NULL,
	"stage_id" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "customer_stage_of_tenant_id_customer_id_pk" PRIMARY KEY("tenant_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "customer_stages" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "customer_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_stages_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "customer_stages_tenant_name_unique" UNIQUE("tenant_id","name")
);
--> statement-breakpoint
ALTER TABLE "customer_follow_ups" ADD CONSTRAINT "customer_follow_ups_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_handovers" ADD CONSTRAINT "customer_handovers_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_stage_of" ADD CONSTRAINT "customer_stage_of_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_stages" ADD CONSTRAINT "customer_stages_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_follow_ups_customer_idx" ON "customer_follow_ups" USING btree ("tenant_id","customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "customer_follow_ups_due_idx" ON "customer_follow_ups" USING btree ("tenant_id","next_follow_at");--> statement-breakpoint
CREATE INDEX "customer_handovers_batch_idx" ON "customer_handovers" USING btree ("tenant_id","batch_id","status");--> statement-breakpoint
CREATE INDEX "customer_handovers_target_idx" ON "customer_handovers" USING btree ("tenant_id","target_type","target_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_handovers_created_idx" ON "customer_handovers" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_stage_of_stage_idx" ON "customer_stage_of" USING btree ("tenant_id","stage_id");