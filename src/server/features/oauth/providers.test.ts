import { describe, expect, it } from 'vitest';
import { facebookProfile, openIdProfile, twitchProfile, twitterProfile, vkProfile, yandexProfile } from './providers.ts';

// What each provider answers, as its documentation shows it: the mapping decides who signs in
// and whether an address may open a new account, so it is checked without the network.
describe('provider profiles', () => {
  it('trusts an OpenID address (Google, any OpenID Connect server) only when it is verified', () => {
    expect(openIdProfile({ sub: '1034', email: 'anna@gmail.com', email_verified: true, name: 'Анна Петрова' })).toEqual({ subject: '1034', email: 'anna@gmail.com', name: 'Анна Петрова' });
    expect(openIdProfile({ sub: '1035', email: 'anna@gmail.com', email_verified: false, preferred_username: 'anna' })).toEqual({ subject: '1035', email: null, name: 'anna' });
  });

  it('maps Facebook, Yandex ID and VK with their confirmed addresses', () => {
    expect(facebookProfile({ id: '10158', name: 'Ivan Orlov', email: 'ivan@example.com' })).toEqual({ subject: '10158', email: 'ivan@example.com', name: 'Ivan Orlov' });
    expect(yandexProfile({ id: '1130000', login: 'olga.k', default_email: 'olga.k@yandex.ru', real_name: 'Ольга Ковалёва', display_name: 'olga.k' })).toEqual({ subject: '1130000', email: 'olga.k@yandex.ru', name: 'Ольга Ковалёва' });
    expect(vkProfile({ access_token: 'x', user_id: 210700286, email: 'lev@mail.ru' }, { response: [{ id: 210700286, first_name: 'Лев', last_name: 'Смирнов' }] })).toEqual({ subject: '210700286', email: 'lev@mail.ru', name: 'Лев Смирнов' });
  });

  it('gives no address for Twitch (unconfirmed) and X (none), so those can only sign in or link', () => {
    expect(twitchProfile({ data: [{ id: '141981764', login: 'twitchdev', display_name: 'TwitchDev', email: 'dev@example.com' }] })).toEqual({ subject: '141981764', email: null, name: 'TwitchDev' });
    expect(twitterProfile({ data: { id: '2244994945', name: 'X Developers', username: 'XDevelopers' } })).toEqual({ subject: '2244994945', email: null, name: 'X Developers' });
  });

  it('keeps names within the site’s 30 characters', () => {
    expect(openIdProfile({ sub: '1', name: 'А'.repeat(40) }).name).toHaveLength(30);
  });
});
