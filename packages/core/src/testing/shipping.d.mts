import type { Order } from '../types.ts';

/** Valid shipping details for placing orders (SPEC §5 rules). */
export declare const sampleShipping: Readonly<Order['shippingAddress']>;
