CREATE TABLE "order_bind_config_history" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_bind_config_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL,
	"operator_name" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_bind_config_history_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "order_bind_results" (
	"tenant_id" text NOT NULL,
	"order_id" bigint NOT NULL,
	"shop_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"customer_id" bigint,
	"identifier_type" smallint,
	"matched_value" text DEFAULT '' NOT NULL,
	"bind_mode" smallint,
	"reason" text DEFAULT '' NOT NULL,
	"candidate_ids" bigint[] DEFAULT '{}' NOT NULL,
	"employee_id" integer,
	"operator_name" text DEFAULT '' NOT NULL,
	"member_change" text DEFAULT 'none' NOT NULL,
	"previous_member_id" bigint,
	"locked" smallint DEFAULT 0 NOT NULL,
	"window_from" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone NOT NULL,
	"bound_at" timestamp with time zone,
	CONSTRAINT "order_bind_results_tenant_id_order_id_pk" PRIMARY KEY("tenant_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "order_bind_rules" (
	"tenant_id" text NOT NULL,
	"shop_id" integer NOT NULL,
	"enabled" smallint NOT NULL,
	"priority" smallint[] NOT NULL,
	"match_days" integer NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_bind_rules_tenant_id_shop_id_pk" PRIMARY KEY("tenant_id","shop_id")
);
--> statement-breakpoint
CREATE TABLE "order_bind_signals" (
	"tenant_id" text NOT NULL,
	"id" bigint GENERATED ALWAYS AS IDENTITY (sequence name "order_bind_signals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"customer_id" bigint NOT NULL,
	"employee_id" integer,
	"identifier_type" smallint NOT NULL,
	"value" text NOT NULL,
	"source" smallint NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_bind_signals_tenant_id_id_pk" PRIMARY KEY("tenant_id","id"),
	CONSTRAINT "order_bind_signals_once" UNIQUE("tenant_id","customer_id","identifier_type","value")
);
--> statement-breakpoint
ALTER TABLE "order_bind_config_history" ADD CONSTRAINT "order_bind_config_history_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_bind_results" ADD CONSTRAINT "order_bind_results_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_bind_rules" ADD CONSTRAINT "order_bind_rules_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_bind_signals" ADD CONSTRAINT "order_bind_signals_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_bind_config_history_tenant_at_idx" ON "order_bind_config_history" USING btree ("tenant_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "order_bind_results_tenant_status_idx" ON "order_bind_results" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "order_bind_signals_value_idx" ON "order_bind_signals" USING btree ("tenant_id","identifier_type","value");