/**
 * Where an advertisement of a position goes (spec 1, "Advertisement": under_post …). Empty
 * and invisible until the advertisements capability (P12) fills it.
 */
export function AdSlot({ position }: { position: 'under_post' }) {
  return <div data-slot={position} />;
}
