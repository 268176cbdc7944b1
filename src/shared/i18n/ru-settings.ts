// The Russian texts only a member's settings show (their pages, the mobile profile menu, unsubscribing): loaded with those pages.
import ruAccountSafety from './ru/account-safety.json' with { type: 'json' };
import ruApiTokens from './ru/api-tokens.json' with { type: 'json' };
import ruDelivery from './ru/delivery.json' with { type: 'json' };
import ruOauth from './ru/oauth.json' with { type: 'json' };
import ruSettings from './ru/settings.json' with { type: 'json' };

export const texts = { ...ruAccountSafety, ...ruApiTokens, ...ruDelivery, ...ruOauth, ...ruSettings };
