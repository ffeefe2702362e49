import { useEffect, useRef, useState, type RefObject } from 'react';

/** The card turned to its QR code and back, the focus following to the button that turns it again. */
export interface CardTurn {
  readonly qrShown: boolean;
  readonly turn: (show: boolean) => void;
  readonly qrButton: RefObject<HTMLButtonElement | null>;
  readonly backButton: RefObject<HTMLButtonElement | null>;
}

export function useCardTurn(): CardTurn {
  const [qrShown, setQrShown] = useState(false);
  const qrButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const toggled = useRef(false);

  useEffect(() => {
    // Focus follows the turn of the card, never on first render.
    if (!toggled.current) return;
    (qrShown ? backButton : qrButton).current?.focus();
  }, [qrShown]);

  const turn = (show: boolean) => {
    toggled.current = true;
    setQrShown(show);
  };
  return { qrShown, turn, qrButton, backButton };
}
