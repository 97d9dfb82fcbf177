/** A rating picked from a few numbers, as radio buttons under a legend (a lead's, a session's). */
export const RatingChoice = ({
  legend,
  name,
  values,
  value,
  onChange,
  className,
}: {
  legend: string;
  name: string;
  values: readonly number[];
  value: number | null | undefined;
  onChange: (value: number) => void;
  className: string;
}) => (
  <fieldset className={className}>
    <legend>{legend}</legend>
    {values.map((choice) => (
      <label key={choice}>
        <input
          type="radio"
          name={name}
          value={choice}
          checked={value === choice}
          onChange={() => onChange(choice)}
        />
        {choice}
      </label>
    ))}
  </fieldset>
);
