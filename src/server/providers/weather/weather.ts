// The weather where the loved one lives, from Open-Meteo (no key). WEATHER_API_BASE=off turns it
// off: the companion then says it cannot check. Tests point it at a local fake.
import type { Config } from '../../config.ts';
import { PLACES } from './places.ts';
import type { Language } from '../../companion/language.ts';

export interface WeatherProvider {
  /** A short spoken-style report in the call's language, or null when the weather cannot be checked. */
  report(options: { state: string | null; fahrenheit: boolean; language: Language }): Promise<string | null>;
}

// WMO weather interpretation codes (Open-Meteo's `weather_code`), as said in each language.
const WMO: Record<number, Record<Language, string>> = {
  0: { en: 'clear sky', fr: 'ciel dégagé', es: 'cielo despejado' },
  1: { en: 'mainly clear', fr: 'plutôt dégagé', es: 'casi despejado' },
  2: { en: 'partly cloudy', fr: 'partiellement nuageux', es: 'parcialmente nublado' },
  3: { en: 'overcast', fr: 'couvert', es: 'cubierto' },
  45: { en: 'fog', fr: 'brouillard', es: 'niebla' },
  48: { en: 'freezing fog', fr: 'brouillard givrant', es: 'niebla helada' },
  51: { en: 'light drizzle', fr: 'bruine légère', es: 'llovizna ligera' },
  53: { en: 'drizzle', fr: 'bruine', es: 'llovizna' },
  55: { en: 'heavy drizzle', fr: 'forte bruine', es: 'llovizna intensa' },
  56: { en: 'freezing drizzle', fr: 'bruine verglaçante', es: 'llovizna helada' },
  57: { en: 'freezing drizzle', fr: 'bruine verglaçante', es: 'llovizna helada' },
  61: { en: 'light rain', fr: 'pluie légère', es: 'lluvia ligera' },
  63: { en: 'rain', fr: 'pluie', es: 'lluvia' },
  65: { en: 'heavy rain', fr: 'forte pluie', es: 'lluvia intensa' },
  66: { en: 'freezing rain', fr: 'pluie verglaçante', es: 'lluvia helada' },
  67: { en: 'freezing rain', fr: 'pluie verglaçante', es: 'lluvia helada' },
  71: { en: 'light snow', fr: 'neige légère', es: 'nieve ligera' },
  73: { en: 'snow', fr: 'neige', es: 'nieve' },
  75: { en: 'heavy snow', fr: 'forte neige', es: 'nieve intensa' },
  77: { en: 'snow grains', fr: 'neige en grains', es: 'granos de nieve' },
  80: { en: 'rain showers', fr: 'averses', es: 'chubascos' },
  81: { en: 'rain showers', fr: 'averses', es: 'chubascos' },
  82: { en: 'violent rain showers', fr: 'violentes averses', es: 'chubascos violentos' },
  85: { en: 'snow showers', fr: 'averses de neige', es: 'chubascos de nieve' },
  86: { en: 'heavy snow showers', fr: 'fortes averses de neige', es: 'fuertes chubascos de nieve' },
  95: { en: 'thunderstorms', fr: 'orages', es: 'tormentas' },
  96: { en: 'thunderstorms with hail', fr: 'orages avec grêle', es: 'tormentas con granizo' },
  99: { en: 'thunderstorms with hail', fr: 'orages avec grêle', es: 'tormentas con granizo' },
};

/** The words around the figures, in each language (French puts a space before a colon and a unit). */
const FRAME: Record<
  Language,
  {
    now: (place: string) => string;
    around: (place: string) => string;
    wind: string;
    today: string;
    tomorrow: string;
    high: string;
    low: string;
    rain: (percent: number) => string;
    colon: string;
    unit: (unit: string) => string;
  }
> = {
  en: {
    now: (place) => `Around ${place} right now`,
    around: (place) => `Around ${place}`,
    wind: 'wind',
    today: 'Today',
    tomorrow: 'Tomorrow',
    high: 'high',
    low: 'low',
    rain: (p) => `${p}% chance of rain`,
    colon: ':',
    unit: (u) => u,
  },
  fr: {
    now: (place) => `Autour de ${place} en ce moment`,
    around: (place) => `Autour de ${place}`,
    wind: 'vent',
    today: "Aujourd'hui",
    tomorrow: 'Demain',
    high: 'maximum',
    low: 'minimum',
    rain: (p) => `${p} % de risque de pluie`,
    colon: ' :',
    unit: (u) => ` ${u}`,
  },
  es: {
    now: (place) => `Por ${place} ahora mismo`,
    around: (place) => `Por ${place}`,
    wind: 'viento',
    today: 'Hoy',
    tomorrow: 'Mañana',
    high: 'máxima',
    low: 'mínima',
    rain: (p) => `${p} % de probabilidad de lluvia`,
    colon: ':',
    unit: (u) => ` ${u}`,
  },
};

interface Forecast {
  current?: { temperature_2m?: number; weather_code?: number; wind_speed_10m?: number };
  daily?: {
    temperature_2m_max?: number[];
    temperature_2m_min?: number[];
    precipitation_probability_max?: (number | null)[];
    weather_code?: number[];
  };
}

export function describeForecast(
  place: string,
  f: Forecast,
  fahrenheit: boolean,
  language: Language = 'en',
): string {
  const words = FRAME[language];
  const unit = words.unit(fahrenheit ? '°F' : '°C');
  const wind = fahrenheit ? 'mph' : 'km/h';
  const sky = (code: number | undefined) => WMO[code ?? -1]?.[language];
  const day = (i: number, label: string) => {
    const max = f.daily?.temperature_2m_max?.[i];
    const min = f.daily?.temperature_2m_min?.[i];
    if (max === undefined || min === undefined) return '';
    const rain = f.daily?.precipitation_probability_max?.[i];
    const its = sky(f.daily?.weather_code?.[i]);
    return ` ${label}${words.colon} ${its ? `${its}, ` : ''}${words.high} ${Math.round(max)}${unit}, ${words.low} ${Math.round(min)}${unit}${rain != null ? `, ${words.rain(Math.round(rain))}` : ''}.`;
  };
  const c = f.current;
  const now =
    c?.temperature_2m !== undefined
      ? `${words.now(place)}${words.colon} ${Math.round(c.temperature_2m)}${unit}${sky(c.weather_code) ? `, ${sky(c.weather_code)}` : ''}${c.wind_speed_10m !== undefined ? `, ${words.wind} ${Math.round(c.wind_speed_10m)} ${wind}` : ''}.`
      : `${words.around(place)}${words.colon}`;
  return `${now}${day(0, words.today)}${day(1, words.tomorrow)}`.trim();
}

export function createWeatherProvider(config: Pick<Config, 'WEATHER_API_BASE'>): WeatherProvider {
  const base = config.WEATHER_API_BASE.replace(/\/+$/, '');
  return {
    async report({ state, fahrenheit, language }) {
      if (base === 'off') return null;
      const place = PLACES[state ?? ''];
      if (!place) return null;
      const url = new URL(`${base}/v1/forecast`);
      url.searchParams.set('latitude', String(place.lat));
      url.searchParams.set('longitude', String(place.lon));
      url.searchParams.set('current', 'temperature_2m,weather_code,wind_speed_10m');
      url.searchParams.set(
        'daily',
        'temperature_2m_max,temperature_2m_min,precipitation_probability_max,weather_code',
      );
      url.searchParams.set('timezone', 'auto');
      url.searchParams.set('forecast_days', '2');
      if (fahrenheit) {
        url.searchParams.set('temperature_unit', 'fahrenheit');
        url.searchParams.set('wind_speed_unit', 'mph');
      }
      try {
        const res = await fetch(url, { signal: AbortSignal.timeout(4000) });
        if (!res.ok) return null;
        return describeForecast(place.name, (await res.json()) as Forecast, fahrenheit, language);
      } catch {
        return null;
      }
    },
  };
}
