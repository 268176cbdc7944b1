// Close to the ISO 9 / passport reading people expect in an address bar.
const MAP: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k', л: 'l', м: 'm',
  н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'kh', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch',
  ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya', і: 'i', ї: 'yi', є: 'ye', ґ: 'g',
};

export function transliterate(text: string): string {
  return [...text.toLowerCase()].map((char) => MAP[char] ?? char).join('');
}

export function slugify(text: string, separator = '_', maxLength = 32): string {
  return transliterate(text)
    .normalize('NFKD') // "café" → "cafe" + accent, and the accent is dropped below
    .replace(/[^a-z0-9]+/g, separator)
    .split(separator)
    .filter(Boolean)
    .join(separator)
    .slice(0, maxLength)
    .replace(new RegExp(`\\${separator}+$`), '');
}
