import { AlertLevel, ShareMessages, shortLinkCreate } from '@indoor/domain';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { callApi, errorMessage } from '../api/client';
import { type ShareTarget, shortLinkBody, shortLinkUrl, viewerUrl } from '../share/viewerLinks';
import { showAlert } from '../state/alerts';

async function copyLink(url: string): Promise<void> {
  try {
    // navigator.clipboard is missing outside secure contexts: that is a failure too.
    await navigator.clipboard.writeText(url);
    showAlert({ level: AlertLevel.success, text: ShareMessages.linkCopied });
  } catch {
    showAlert({ level: AlertLevel.warning, text: ShareMessages.copyFailed });
  }
}

function LinkField({ label, url, testId }: { label: string; url: string; testId: string }) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="share-link">
        <input
          id={id}
          className="field__input share-link__url"
          readOnly
          value={url}
          data-testid={testId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="button"
          data-testid={`${testId}-copy`}
          aria-label={ShareMessages.copyLabel(label)}
          onClick={() => void copyLink(url)}
        >
          {ShareMessages.copy}
        </button>
      </div>
    </div>
  );
}

/**
 * The viewer link of a building or campus, with copy and an optional short link
 * (docs/spaces-and-campuses.md#viewer-links-and-short-links).
 */
export function ShareLinks({ target, testId }: { target: ShareTarget; testId: string }) {
  const origin = window.location.origin;
  const link = viewerUrl(origin, target);
  const shortLink = useMutation({
    mutationFn: () => callApi(shortLinkCreate, { body: shortLinkBody(target) }),
    onSuccess: ({ path }) => void copyLink(shortLinkUrl(origin, path)),
    onError: (error) =>
      showAlert({
        level: AlertLevel.danger,
        text: errorMessage(error, ShareMessages.shortLinkFailed),
      }),
  });
  // A short link belongs to the target it was made for; another floor or space needs a new one.
  const currentShort =
    shortLink.data && `${origin}${shortLink.data.target}` === link
      ? shortLinkUrl(origin, shortLink.data.path)
      : null;

  return (
    <div className="share" data-testid={testId}>
      <LinkField label={ShareMessages.viewerLink} url={link} testId={`${testId}-url`} />
      {currentShort ? (
        <LinkField
          label={ShareMessages.shortLink}
          url={currentShort}
          testId={`${testId}-short-url`}
        />
      ) : (
        <button
          type="button"
          className="button"
          disabled={shortLink.isPending}
          aria-busy={shortLink.isPending}
          data-testid={`${testId}-short`}
          onClick={() => shortLink.mutate()}
        >
          {shortLink.isPending ? ShareMessages.creatingShortLink : ShareMessages.shortLink}
        </button>
      )}
    </div>
  );
}
