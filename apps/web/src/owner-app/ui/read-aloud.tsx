import { useEffect, useState } from 'react';
import { OwnerButton } from '../owner-ui';

/** Whether this browser can speak (Web Speech API); some in-app browsers have no speechSynthesis. */
export function canReadAloud(): boolean {
  return typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;
}

/**
 * 朗读 (elder mode, issue #26 item 4): reads `text` aloud with the browser's speech synthesis in
 * Mandarin; a second tap stops it. Hidden where the browser cannot speak, so no dead button shows.
 */
export function ReadAloudButton({
  text,
  label,
  stopLabel,
  lang = 'zh-CN',
}: {
  text: string;
  label: string;
  stopLabel: string;
  lang?: string;
}) {
  const [speaking, setSpeaking] = useState(false);
  const supported = canReadAloud();
  // Stop on leaving (another page; pages give each text its own key, so another issue too): the
  // voice belongs to the text on screen.
  useEffect(() => {
    if (!supported) return;
    // The page may outlive the API (a test's stub, a WebView tearing down): cancel only if it is there.
    return () => window.speechSynthesis?.cancel();
  }, [supported]);
  if (!supported) return null;
  const toggle = () => {
    const synthesis = window.speechSynthesis;
    synthesis.cancel();
    if (speaking) {
      setSpeaking(false);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(text);
    utterance.lang = lang;
    utterance.rate = 0.9;
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    synthesis.speak(utterance);
  };
  return (
    <OwnerButton className="oread-aloud" aria-pressed={speaking} onClick={toggle}>
      <span aria-hidden="true">🔊 </span>
      {speaking ? stopLabel : label}
    </OwnerButton>
  );
}
