/** What the top menu and the customer job list show of a customer's trade-in (customer-cars.service.server.ts). */

export type CustomerCarOffer = {
  amountMinor: number;
  expiresAt: string | null;
  expired: boolean;
  /** The latest invitation's answer (open -> accepted), null before an invitation. */
  invitation: "open" | "accepted" | "declined" | null;
};

export type CustomerCar = {
  jobId: number;
  brandName: string;
  modelName: string;
  firstRegistration: string | null;
  /** When the job was made (`cdate`). */
  cdate: string;
  active: boolean;
  currency: string;
  /** The indicative range shown at the end of the wizard, while valid. */
  estimate: { lowMinor: number; highMinor: number; expiresAt: string } | null;
  offer: CustomerCarOffer | null;
};

/** What the top menu's customer cars item shows: hidden (null), the link only, or the list and the link. */
export type CustomerCarsMenu = { cars: CustomerCar[] | null } | null;
