import { AuditRouteWebConstants, AuditRouteWebMessages as Texts } from '@indoor/domain';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { auditLinkUrl } from './auditLink';
import type { RoutePoi } from './draftPlan';

/** One label: the POI, its link and the link's QR code as an SVG data URL. */
export interface QrLabel {
  poi: RoutePoi;
  url: string;
  image: string;
}

/** The labels of the POIs, each a QR code of the link that opens it (and its checklist entry). */
export async function makeQrLabels(
  pois: readonly RoutePoi[],
  place: { origin: string; buid: string; floor: string; routeId: string | null },
): Promise<QrLabel[]> {
  return Promise.all(
    pois.map(async (poi) => {
      const url = auditLinkUrl(place.origin, {
        buid: place.buid,
        floor: place.floor,
        puid: poi.puid,
        routeId: place.routeId,
      });
      const svg = await QRCode.toString(url, {
        type: 'svg',
        errorCorrectionLevel: 'M',
        margin: 1,
        width: AuditRouteWebConstants.qrSizePx,
      });
      return { poi, url, image: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` };
    }),
  );
}

/** The labels cut into A4 pages of columns x rows. */
export function labelPages<T>(labels: readonly T[]): T[][] {
  const perPage = AuditRouteWebConstants.labelColumns * AuditRouteWebConstants.labelRows;
  const pages: T[][] = [];
  for (let i = 0; i < labels.length; i += perPage) pages.push(labels.slice(i, i + perPage));
  return pages;
}

interface QrLabelSheetProps {
  pois: readonly RoutePoi[];
  buid: string;
  floor: string;
  /** On a saved route, each label opens the POI's checklist entry for its auditor. */
  routeId: string | null;
  onClose: () => void;
}

/**
 * A printable sheet of QR labels (name, type, serial), several per A4 page. On screen it
 * covers the app; printed (styles: @media print, @page A4) only the labels appear.
 */
export function QrLabelSheet({ pois, buid, floor, routeId, onClose }: QrLabelSheetProps) {
  const [labels, setLabels] = useState<QrLabel[] | null>(null);

  useEffect(() => {
    let current = true;
    void makeQrLabels(pois, { origin: window.location.origin, buid, floor, routeId }).then(
      (made) => {
        if (current) setLabels(made);
      },
    );
    return () => {
      current = false;
    };
  }, [pois, buid, floor, routeId]);

  useEffect(() => {
    const onEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onEscape);
    document.body.classList.add('printing-qr-labels');
    return () => {
      document.removeEventListener('keydown', onEscape);
      document.body.classList.remove('printing-qr-labels');
    };
  }, [onClose]);

  // On the body, above the map and the control bar, and alone when printed.
  return createPortal(
    <div
      className="qr-sheet"
      role="dialog"
      aria-modal="true"
      aria-label={Texts.labelsHeading(pois.length)}
      data-testid="qr-sheet"
    >
      <div className="qr-sheet__toolbar">
        <h3 className="qr-sheet__title">{Texts.labelsHeading(pois.length)}</h3>
        <p className="qr-sheet__hint">{Texts.labelsHint}</p>
        <button
          type="button"
          className="button button--primary"
          data-testid="qr-sheet-print"
          disabled={labels === null}
          onClick={() => window.print()}
        >
          {Texts.labelsPrint}
        </button>
        <button type="button" className="button" data-testid="qr-sheet-close" onClick={onClose}>
          {Texts.labelsClose}
        </button>
      </div>
      {labels &&
        labelPages(labels).map((page, p) => (
          <div className="qr-sheet__page" key={page[0]?.poi.puid ?? p}>
            {page.map((label) => (
              <figure
                className="qr-label"
                key={label.poi.puid}
                data-testid="qr-label"
                data-url={label.url}
              >
                <img
                  className="qr-label__code"
                  src={label.image}
                  alt={Texts.labelQrAlt(label.poi.name)}
                  width={AuditRouteWebConstants.qrSizePx}
                  height={AuditRouteWebConstants.qrSizePx}
                />
                <figcaption className="qr-label__text">
                  <strong className="qr-label__name">{label.poi.name}</strong>
                  <span>
                    {Texts.labelType}: {label.poi.pois_type}
                  </span>
                  <span>
                    {Texts.labelSerial}: {label.poi.serialNumber || Texts.labelNoSerial}
                  </span>
                </figcaption>
              </figure>
            ))}
          </div>
        ))}
    </div>,
    document.body,
  );
}
