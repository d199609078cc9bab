import { mount as mountBookingEmbed } from "../shared/mountBookingEmbed";
import { queueTockInit } from "./tockQueue";

/** The Tock block in the browser: queues Tock's init for the business, then the booking blocks' shared loading, fallback and preview-only behaviour. */
export function mount(root: HTMLElement): void {
  const business = root.querySelector<HTMLElement>("[data-tock-business]")?.dataset.tockBusiness;
  if (business) queueTockInit(business);
  mountBookingEmbed(root);
}
