import { useState, type ComponentType } from 'react';

/**
 * Returns a dialog whose form starts afresh at each opening: the form is remounted when the dialog closes, so no
 * file, text or choice of the last opening is left in it.
 */
export function freshEachOpening<P extends { onClose: () => void }>(Form: ComponentType<P>): ComponentType<P> {
  return function FreshDialog(props: P) {
    const [session, setSession] = useState(0);
    const onClose = () => {
      props.onClose();
      setSession((n) => n + 1);
    };
    return <Form key={session} {...props} onClose={onClose} />;
  };
}
