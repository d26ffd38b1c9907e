// The weather report is said as it is written: in the language of the call.
import { describe, expect, it } from 'vitest';
import { describeForecast } from './weather.ts';

const forecast = {
  current: { temperature_2m: 11.6, weather_code: 3, wind_speed_10m: 14.2 },
  daily: {
    temperature_2m_max: [13.1, 9.8],
    temperature_2m_min: [5.2, 2.4],
    precipitation_probability_max: [20, 70],
    weather_code: [3, 63],
  },
};

describe('the weather report, in the language of the call', () => {
  it('is said in French for a French call, with French spacing', () => {
    expect(describeForecast('Paris', forecast, false, 'fr')).toBe(
      'Autour de Paris en ce moment : 12 °C, couvert, vent 14 km/h. ' +
        "Aujourd'hui : couvert, maximum 13 °C, minimum 5 °C, 20 % de risque de pluie. " +
        'Demain : pluie, maximum 10 °C, minimum 2 °C, 70 % de risque de pluie.',
    );
  });
  it('is said in Spanish for a Spanish call', () => {
    expect(describeForecast('Madrid', forecast, false, 'es')).toBe(
      'Por Madrid ahora mismo: 12 °C, cubierto, viento 14 km/h. ' +
        'Hoy: cubierto, máxima 13 °C, mínima 5 °C, 20 % de probabilidad de lluvia. ' +
        'Mañana: lluvia, máxima 10 °C, mínima 2 °C, 70 % de probabilidad de lluvia.',
    );
  });
  it('is said in English otherwise, as before', () => {
    expect(describeForecast('Philadelphia', forecast, true)).toBe(
      'Around Philadelphia right now: 12°F, overcast, wind 14 mph. ' +
        'Today: overcast, high 13°F, low 5°F, 20% chance of rain. ' +
        'Tomorrow: rain, high 10°F, low 2°F, 70% chance of rain.',
    );
  });
});
