// The English texts only a member's settings show (their pages, the mobile profile menu, unsubscribing): loaded with those pages.
import enAccountSafety from './en/account-safety.json' with { type: 'json' };
import enApiTokens from './en/api-tokens.json' with { type: 'json' };
import enDelivery from './en/delivery.json' with { type: 'json' };
import enOauth from './en/oauth.json' with { type: 'json' };
import enSettings from './en/settings.json' with { type: 'json' };

export const texts = { ...enAccountSafety, ...enApiTokens, ...enDelivery, ...enOauth, ...enSettings };
