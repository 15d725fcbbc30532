// The dashboard calls the bot API with a short-lived token naming the user, signed with the shared
// BOT_API_SECRET (HS256 via jose). The bot API trusts nothing else about the caller.
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

const ISSUER = 'guildhall-dashboard';
const AUDIENCE = 'guildhall-bot-api';
const TOKEN_LIFETIME_SECONDS = 300;

const Claims = z.object({ sub: z.string().regex(/^\d{17,20}$/), name: z.string().max(100).optional() });
interface TokenUser {
  id: string;
  name?: string | undefined;
}

const key = (secret: string) => new TextEncoder().encode(secret);

export function signBotApiToken(secret: string, user: TokenUser, now = new Date()): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT(user.name ? { name: user.name } : {})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + TOKEN_LIFETIME_SECONDS)
    .sign(key(secret));
}

/** The user the token names, or null when it is missing, forged, expired or older than 5 minutes. Any of
 * the secrets may have signed it (BOT_API_SECRET rotation: the dashboard signs with the first). */
export async function verifyBotApiToken(
  secrets: readonly string[],
  token: string,
  now = new Date(),
): Promise<TokenUser | null> {
  for (const secret of secrets) {
    const user = await verifyWith(secret, token, now);
    if (user) return user;
  }
  return null;
}

async function verifyWith(secret: string, token: string, now: Date): Promise<TokenUser | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      maxTokenAge: TOKEN_LIFETIME_SECONDS,
      currentDate: now,
      requiredClaims: ['exp', 'iat', 'sub'],
    });
    const claims = Claims.safeParse(payload);
    return claims.success ? { id: claims.data.sub, name: claims.data.name } : null;
  } catch {
    return null;
  }
}
