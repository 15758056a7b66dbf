// autocannon ships no types and there is no @types package for version 9: the part scripts/bench.js uses.
declare module "autocannon" {
  interface Options {
    url: string;
    method?: "GET" | "POST" | "PUT" | "DELETE" | "PATCH";
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }
  interface Histogram {
    average: number;
    mean: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
  }
  interface Result {
    requests: Histogram & { sent: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    duration: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
