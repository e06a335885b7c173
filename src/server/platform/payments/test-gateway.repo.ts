import { and, asc, eq } from "drizzle-orm";
import type { Database } from "@/server/db/client";
import { testGatewayRecords } from "@/server/db/schema";

export type GatewayRecord = typeof testGatewayRecords.$inferSelect;

export async function insertRecord(db: Database, values: typeof testGatewayRecords.$inferInsert) {
  const [row] = await db.insert(testGatewayRecords).values(values).returning();
  return row;
}

export async function findRecord(db: Database, id: string, entity: string) {
  const [row] = await db
    .select()
    .from(testGatewayRecords)
    .where(and(eq(testGatewayRecords.id, id), eq(testGatewayRecords.entity, entity)));
  return row;
}

export function paymentsOfOrder(db: Database, orderId: string) {
  return db
    .select()
    .from(testGatewayRecords)
    .where(and(eq(testGatewayRecords.orderId, orderId), eq(testGatewayRecords.entity, "payment")))
    .orderBy(asc(testGatewayRecords.createdAt));
}

export function refundsOfPayment(db: Database, paymentId: string) {
  return db
    .select()
    .from(testGatewayRecords)
    .where(
      and(eq(testGatewayRecords.paymentId, paymentId), eq(testGatewayRecords.entity, "refund")),
    )
    .orderBy(asc(testGatewayRecords.createdAt));
}

export async function setStatus(db: Database, id: string, status: string) {
  await db.update(testGatewayRecords).set({ status }).where(eq(testGatewayRecords.id, id));
}
