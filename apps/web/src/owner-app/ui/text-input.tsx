import type { InputHTMLAttributes } from 'react';
import './form.css';

/**
 * A bare single-line input in the owner style, for places that name it themselves (a question's
 * title through aria-labelledby); OwnerField is the labelled field.
 */
export function OwnerInput({ className, ...rest }: InputHTMLAttributes<HTMLInputElement>) {
  return <input className={`ofi__input ${className ?? ''}`} {...rest} />;
}
