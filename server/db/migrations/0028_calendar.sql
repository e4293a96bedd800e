CREATE TABLE "operation_calendar_moves" (
	"tenant_id" text NOT NULL,
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "operation_calendar_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"target_id" integer NOT NULL,
	"from_at" timestamp with time zone NOT NULL,
	"to_at" timestamp with time zone NOT NULL,
	"moved_by" integer NOT NULL,
	"moved_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operation_calendar_moves_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "operation_calendar_moves" ADD CONSTRAINT "operation_calendar_moves_tenant_id_tenants_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("tenant_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_calendar_moves_target_idx" ON "operation_calendar_moves" USING btree ("tenant_id","type","target_id");