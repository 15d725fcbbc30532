// The signed-in user: avatar, name and (where Discord still has one) discriminator.
import { safeHttpUrl } from '../../server/contract/safe-url.js';
import type { ShellUser } from '../shell.js';

export function UserCard({ user }: { user: ShellUser }) {
  const avatar = safeHttpUrl(user.avatarUrl, { allowLocal: true });
  return (
    <div className="user-card">
      {avatar ? <img className="avatar" src={avatar} alt="" width={32} height={32} loading="lazy" /> : null}
      <span className="user-card__name">
        {user.username}
        {user.discriminator !== '0' ? <span className="user-card__discriminator">#{user.discriminator}</span> : null}
      </span>
    </div>
  );
}
