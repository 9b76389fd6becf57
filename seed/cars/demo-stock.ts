/** The demo dealer's stock: how many cars and from which seed (seeded by `seed/demo.server.ts`). */
export const DEMO_CAR_COUNT = 240;
export const DEMO_CAR_SEED = 20261101;
