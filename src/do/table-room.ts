import { DurableObject } from 'cloudflare:workers'

/** One blackjack table (issue 3 builds it out). */
export class TableRoom extends DurableObject<CloudflareBindings> {}
