import { PRIVACY_API } from '@edma/contract/privacy';
import { use, useEffect, useState } from 'react';
import { getJson } from '../../api/api-client.ts';
import { useAuthSession } from '../../firebase/auth-session.ts';
import { SignedInDirectoryContext } from '../../lib/signed-in-directory.ts';

/**
 * The directory page's signed-in part: reads the members' directory (every name, families hidden
 * from the public too) for a signed-in member of an approved family. Anyone else keeps the public
 * directory, without being told to sign in again: this page is public.
 */
export default function MembersDirectorySource() {
  const session = useAuthSession();
  const show = use(SignedInDirectoryContext);
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (session.status !== 'signed-in') return;
    const controller = new AbortController();
    session
      .idToken()
      .then((token) =>
        getJson(PRIVACY_API.membersDirectory.path, PRIVACY_API.membersDirectory.response, { token, signal: controller.signal }),
      )
      .then((families) => {
        show(families);
        setShown(true);
      })
      .catch(() => undefined);
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session.status]);

  return shown ? <p className="directory__members-note">You are signed in: you see every member&rsquo;s name.</p> : null;
}
