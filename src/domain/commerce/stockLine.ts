/**
 * At or below this many units a variant's stock line names how many are left ("Only 3 left"), so
 * every sale that leaves this many or fewer changes what its product pages show.
 */
export const FEW_LEFT = 5;

/**
 * Whether a variant left with `remaining` units reads differently on its pages than before the
 * sale that left it so: its line names the count at FEW_LEFT or fewer ("Only N left", "Sold
 * out"); above that it says "In stock" before and after. Lets a checkout drop the shop's cached
 * pages only when a visitor would see the change.
 */
export function stockLineChanged(remaining: number): boolean {
  return remaining <= FEW_LEFT;
}
