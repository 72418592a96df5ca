import { DurableObject } from 'cloudflare:workers'

/** One grading run of a student's implementation (issue 4 builds it out). */
export class GradingRun extends DurableObject<CloudflareBindings> {}
