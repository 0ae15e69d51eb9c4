import autocannon from "autocannon";
import { actionFor } from "#shared/enquiries/kinds.ts";

export interface LoadFigures {
  readonly target: string;
  readonly connections: number;
  readonly requestsPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly ok: number;
  readonly failed: number;
}

export const sampleEnquiry = JSON.stringify({
  action: actionFor("contact"),
  name: "Load Test Visitor",
  email: "visitor@example.com",
  phone: "+91 98765 43210",
  message: "Benchmark enquiry: please ignore.",
});

export async function measureLoad(options: {
  url: string;
  target: string;
  connections: number;
  durationSeconds: number;
  post?: string;
}): Promise<LoadFigures> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections,
    duration: options.durationSeconds,
    ...(options.post
      ? { method: "POST", headers: { "content-type": "application/json" }, body: options.post }
      : { headers: { "accept-encoding": "br, gzip" } }),
  });
  return {
    target: options.target,
    connections: options.connections,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    ok: result["2xx"],
    failed: result.non2xx + result.errors + result.timeouts,
  };
}
