/**
 * Where an advertisement of a position goes (spec 1, "Advertisement": under_post, feed-item
 * …). Empty and invisible until the advertisements capability (P12) fills it; an empty slot
 * takes no room, not even a list's gap.
 */
export function AdSlot({ position }: { position: 'under_post' | 'feed-item' }) {
  return <div data-slot={position} className="empty:hidden" />;
}
