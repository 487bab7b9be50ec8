/**
 * The handwriting box lives with the owner entry's plain components (owner-app/ui/signature-pad);
 * the SPA's owner pages that still sign (the proxy vote) take it from here.
 */
export { SignaturePad, type SignaturePadHandle } from '../../owner-app/ui/signature-pad';
