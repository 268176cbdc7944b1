// The days of a statistics page as CSV: a header row, then one row a day, oldest first. Only numbers and dates, so
// no cell can be read as a formula by a spreadsheet.
import type { SubsiteStatisticsDto } from '../../../shared/api/views.ts';

const COLUMNS = ['date', 'views', 'unique_views', 'likes', 'reactions', 'comments', 'bookmarks', 'reposts', 'followers', 'followers_total'] as const;

export function statisticsCsv(statistics: SubsiteStatisticsDto): string {
  const rows = statistics.days.map((day) => COLUMNS.map((column) => day[column]).join(','));
  return [COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}
