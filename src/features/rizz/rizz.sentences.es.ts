// The Rizz generator in Spanish: the English sentences (see src/web/i18n/sentences.ts) keyed as the code writes them.
export default {
  "Missing Information": "Falta información",
  "Please enter their interests to generate personalized lines.": "Escribe sus intereses para generar frases personalizadas.",
  "Please keep their interests under 500 characters.": "Escribe sus intereses en menos de 500 caracteres.",
  "Please keep the situation under 300 characters.": "Describe la situación en menos de 300 caracteres.",
  "Rizz Generated!": "¡Rizz generado!",
  "Your personalized pickup lines are ready!": "¡Tus frases personalizadas están listas!",
  "Generation Failed": "No se pudieron generar",
  "Unable to generate pickup lines. Please try again.": "No se pudieron generar las frases. Inténtalo de nuevo.",
  "Copied!": "¡Copiada!",
  "Pickup line copied to clipboard": "Frase copiada al portapapeles",
  "Copy Failed": "No se pudo copiar",
  "Unable to copy to clipboard": "No se pudo copiar al portapapeles",
  "You have generated a lot of lines this hour. Please take a short break and try again.":
    "Has generado muchas frases en esta hora. Tómate un pequeño descanso y vuelve a intentarlo.",
} satisfies Record<string, string>;
