CREATE TABLE "session_loans" (
	"session_id_hash" char(64) NOT NULL,
	"loan_id" bigint NOT NULL,
	CONSTRAINT "session_loans_session_id_hash_loan_id_pk" PRIMARY KEY("session_id_hash","loan_id")
);
--> statement-breakpoint
ALTER TABLE "session_loans" ADD CONSTRAINT "session_loans_session_id_hash_sessions_id_hash_fk" FOREIGN KEY ("session_id_hash") REFERENCES "sessions"("id_hash") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "session_loans" ADD CONSTRAINT "session_loans_loan_id_loans_id_fk" FOREIGN KEY ("loan_id") REFERENCES "loans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "session_loans_loan_idx" ON "session_loans" USING btree ("loan_id");