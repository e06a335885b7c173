/** One node of a plan PostgreSQL printed with EXPLAIN (FORMAT JSON), with what the tests read. */
export type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  /** Only with EXPLAIN ANALYZE. */
  "Actual Loops"?: number;
};

/**
 * Every node of one or more EXPLAIN (FORMAT JSON) results: a result is a list of `{ Plan }`, and
 * a search of several statements gives a list of them.
 */
export function planNodes(plans: unknown): PlanNode[] {
  const out: PlanNode[] = [];
  const walk = (node: Record<string, unknown>) => {
    out.push(node as PlanNode);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  for (const top of [plans].flat(2) as { Plan: Record<string, unknown> }[]) walk(top.Plan);
  return out;
}

/** Whether PostgreSQL is there to plan with; says why the test is skipped when it is not. */
export function plannerAvailable(test: string): boolean {
  const available = Boolean(process.env.TEST_DATABASE_URL);
  if (!available)
    console.warn(
      `TEST_DATABASE_URL is not set: the ${test} needs PostgreSQL's planner and is skipped.`,
    );
  return available;
}
