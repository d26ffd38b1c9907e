// The weather where the loved one lives, from Open-Meteo (no key). WEATHER_API_BASE=off turns it
// off: the companion then says it cannot check. Tests point it at a local fake.
import type { Config } from '../../config.ts';
import { PLACES } from './places.ts';

export interface WeatherProvider {
  /** A short spoken-style report, or null when the weather cannot be checked. */
  report(options: { state: string | null; fahrenheit: boolean }): Promise<string | null>;
}

// WMO weather interpretation codes (Open-Meteo's `weather_code`).
const WMO: Record<number, string> = {
  0: 'clear sky',
  1: 'mainly clear',
  2: 'partly cloudy',
  3: 'overcast',
  45: 'fog',
  48: 'freezing fog',
  51: 'light drizzle',
  53: 'drizzle',
  55: 'heavy drizzle',
  56: 'freezing drizzle',
  57: 'freezing drizzle',
  61: 'light rain',
  63: 'rain',
  65: 'heavy rain',
  66: 'freezing rain',
  67: 'freezing rain',
  71: 'light snow',
  73: 'snow',
  75: 'heavy snow',
  77: 'snow grains',
  80: 'rain showers',
  81: 'rain showers',
  82: 'violent rain showers',
  85: 'snow showers',
  86: 'heavy snow showers',
  95: 'thunderstorms',
  96: 'thunderstorms with hail',
  99: 'thunderstorms with hail',
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

export function describeForecast(place: string, f: Forecast, fahrenheit: boolean): string {
  const unit = fahrenheit ? '°F' : '°C';
  const wind = fahrenheit ? 'mph' : 'km/h';
  const day = (i: number, label: string) => {
    const max = f.daily?.temperature_2m_max?.[i];
    const min = f.daily?.temperature_2m_min?.[i];
    if (max === undefined || min === undefined) return '';
    const rain = f.daily?.precipitation_probability_max?.[i];
    const sky = WMO[f.daily?.weather_code?.[i] ?? -1];
    return ` ${label}: ${sky ? `${sky}, ` : ''}high ${Math.round(max)}${unit}, low ${Math.round(min)}${unit}${rain != null ? `, ${Math.round(rain)}% chance of rain` : ''}.`;
  };
  const c = f.current;
  const now =
    c?.temperature_2m !== undefined
      ? `Around ${place} right now: ${Math.round(c.temperature_2m)}${unit}${WMO[c.weather_code ?? -1] ? `, ${WMO[c.weather_code ?? -1]}` : ''}${c.wind_speed_10m !== undefined ? `, wind ${Math.round(c.wind_speed_10m)} ${wind}` : ''}.`
      : `Around ${place}:`;
  return `${now}${day(0, 'Today')}${day(1, 'Tomorrow')}`.trim();
}

export function createWeatherProvider(config: Pick<Config, 'WEATHER_API_BASE'>): WeatherProvider {
  const base = config.WEATHER_API_BASE.replace(/\/+$/, '');
  return {
    async report({ state, fahrenheit }) {
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
        return describeForecast(place.name, (await res.json()) as Forecast, fahrenheit);
      } catch {
        return null;
      }
    },
  };
}
