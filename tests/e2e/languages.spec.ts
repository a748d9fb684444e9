import { expect, test, type Page } from "./fixtures.ts";
import { mailTo } from "./mailbox.ts";
import { adminPage, expectToast, inDays, PASSWORD, uniqueEmail } from "./support.ts";

/** Fills the membership dialog's sign-up form in Spanish (after sending it empty once); the caller sends it. */
async function fillSpanishSignUp(page: Page, email: string) {
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "¿Por qué unirte?" })).toBeVisible();
  await expect(dialog).toContainText("Membresía VIP: $29.99/mes. Cancela cuando quieras");
  await dialog.getByRole("tab", { name: "Registrarse" }).click();
  // A form sent empty answers in Spanish, next to the fields and in the spec's toast.
  await dialog.getByRole("button", { name: "Registrarse" }).click();
  await expectToast(page, "Falta el nombre completo", "Escribe tu nombre completo.");
  await expect(dialog.getByText("Escribe tu correo electrónico.")).toBeVisible();
  await dialog.getByLabel("Nombre completo").fill("Lucía Pérez");
  await dialog.getByLabel("Número de teléfono").fill("+1 305 555 0142");
  await dialog.getByLabel("Correo electrónico").fill(email);
  await dialog.getByLabel("Contraseña", { exact: true }).fill(PASSWORD);
  await dialog.getByLabel("Confirma la contraseña").fill(PASSWORD);
  await page.screenshot({ path: test.info().outputPath("es-signup-dialog.png") });
}

test("in Spanish: browse the profiles, sign up, become a member and message a companion; the account's mails are in Spanish", async ({ page, context }) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = uniqueEmail("lucia");

  // Browse: the list and a preview profile, every word in Spanish.
  await page.goto("/es/profiles");
  await expect(page).toHaveTitle("Wing women en el sur de Florida | Wingmate");
  await expect(page.getByRole("heading", { level: 1, name: "Conoce a nuestras wing women" })).toBeVisible();
  await expect(page.getByText(/La membresía VIP desbloquea \d+ perfiles más de esta lista/)).toBeVisible();
  await page
    .getByRole("link", { name: /^Ver el perfil completo de / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/es\/profiles\/1$/);
  await expect(page.getByRole("heading", { name: "Sobre mí" })).toBeVisible();
  await expect(page.getByText(/Próxima disponibilidad: /)).toBeVisible();
  await expect(page.getByRole("link", { name: "Inicia sesión para escribir" })).toHaveAttribute("href", /^\/es\/auth\?next=/);

  // A locked profile: the VIP wall, and joining from it.
  await page.goto("/es/profiles/4");
  await expect(page.getByRole("heading", { name: "Se requiere acceso VIP" })).toBeVisible();
  await page.getByRole("link", { name: "Únete a la membresía VIP" }).click();
  await fillSpanishSignUp(page, email);
  const popup = context.waitForEvent("page", { timeout: 30_000 }).catch(() => null);
  await page.getByRole("dialog").getByRole("button", { name: "Registrarse" }).click();
  await expectToast(page, "¡Cuenta creada! Ahora completa tu membresía", "Completa el pago para acceder a todos los perfiles.");
  const verification = await mailTo(email, /Subject: .*Confirma/);
  // Until the address is proven, the mail does not repeat the name typed at sign-up.
  expect(verification).toContain("Hola:");
  expect(verification).toMatch(/\/es\/auth\?mode=verify&token=\S+/);

  // Become a member: the (test) payment returns to the Spanish welcome.
  const checkout = (await popup) ?? page;
  // The test provider's checkout speaks the language the member started in, as Stripe's would.
  await expect(checkout).toHaveURL(/\/es\/sandbox\/checkout\//, { timeout: 30_000 });
  await expect(checkout.locator("html")).toHaveAttribute("lang", "es");
  await checkout.getByRole("button", { name: /^Pagar .* \(prueba\)$/ }).click();
  await expect(checkout).toHaveURL(/\/es\/membership\/welcome\?next=%2Fes%2Fprofiles%2F4$/);
  await expect(checkout.getByRole("heading", { name: "¡Bienvenido, VIP!" })).toBeVisible();
  await expect(checkout.getByRole("link", { name: "Volver a donde estabas" })).toHaveAttribute("href", "/es/profiles/4");
  await checkout.screenshot({ path: test.info().outputPath("es-welcome.png") });

  // Message a companion from the now open profile.
  await checkout.goto("/es/profiles/4");
  await expect(checkout.getByRole("heading", { name: "Sobre mí" })).toBeVisible();
  await checkout.getByRole("button", { name: "Enviar mensaje" }).click();
  const dialog = checkout.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: /^Escribe a / })).toBeVisible();
  await dialog.getByLabel("Tu mensaje").fill("¡Hola! ¿Estás libre el viernes para un evento de networking en Brickell?");
  await dialog.getByRole("button", { name: "Enviar mensaje" }).click();
  await expectToast(checkout, "¡Mensaje enviado!");
  await checkout.getByRole("button", { name: "Menú de la cuenta" }).click();
  await checkout.getByRole("menuitem", { name: "Mensajes" }).click();
  await expect(checkout).toHaveURL(/\/es\/messages$/);
  await expect(checkout.getByRole("heading", { name: "Tus conversaciones" })).toBeVisible();
  await checkout.getByRole("link", { name: /Estás libre el viernes/ }).click();
  await expect(checkout.getByRole("button", { name: "Enviar respuesta" })).toBeVisible();
  await checkout.screenshot({ path: test.info().outputPath("es-messages.png") });

  // The member's own pages, from the account menu, are Spanish too.
  const screens = [
    { item: "Mis reservas", url: /\/es\/my-bookings$/, heading: "Mis reservas", text: "No tienes sesiones próximas." },
    { item: "Configuración de la cuenta", url: /\/es\/account$/, heading: "Configuración de la cuenta", text: "Descargar mis datos" },
    { item: "Perfil", url: /\/es\/user-profile$/, heading: "Mi perfil VIP", text: "Suscripción" },
    { item: "Perfiles guardados", url: /\/es\/saved-profiles$/, heading: "Perfiles guardados", text: "Todavía no has guardado ningún perfil." },
  ];
  for (const screen of screens) {
    await checkout.getByRole("button", { name: "Menú de la cuenta" }).click();
    await checkout.getByRole("menuitem", { name: screen.item, exact: true }).click();
    await expect(checkout).toHaveURL(screen.url);
    await expect(checkout.getByRole("heading", { name: screen.heading, exact: true })).toBeVisible();
    await expect(checkout.getByText(screen.text).first()).toBeVisible();
    await expect(checkout.locator("html")).toHaveAttribute("lang", "es");
  }
  await checkout.screenshot({ path: test.info().outputPath("es-saved.png"), fullPage: true });
  await checkout.goto("/es/user-profile");
  await checkout.getByRole("link", { name: "configuración de la cuenta" }).click();
  await expect(checkout).toHaveURL(/\/es\/account$/);
  await checkout.screenshot({ path: test.info().outputPath("es-account.png"), fullPage: true });
  await checkout.goto("/es/vip-profile-manager");
  await expect(checkout.getByRole("heading", { name: "Gestor del perfil VIP" })).toBeVisible();
  await checkout.getByRole("button", { name: "Crear perfil" }).click();
  await expectToast(checkout, "Falta el nombre visible");
});

test("in Spanish: a visitor books the free consultation and gets the confirmation in Spanish", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const email = uniqueEmail("mateo");
  await page.goto("/es/profiles/1");
  // This browser prefers English: the page offers the English edition.
  await expect(page.getByRole("complementary", { name: "English" })).toBeVisible();
  await page.getByRole("link", { name: "Reservar sesión" }).click();
  await expect(page).toHaveURL(/\/es\/booking\/1\?name=/);
  await expect(page.getByRole("heading", { level: 1, name: "Reserva una sesión" })).toBeVisible();
  // The profile is a visitor's page without script, so the form is a page load of its own: like a reader who
  // waits for it, the journey lets its app start before it checks the app's toasts.
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  await page.getByRole("button", { name: "Reservar sesión" }).click();
  await expectToast(page, "Falta información", "Completa todos los campos obligatorios.");

  await page.getByLabel("Nombre completo *").fill("Mateo Ruiz");
  await page.getByLabel("Correo electrónico *").fill(email);
  const session = page.getByLabel("Tipo de sesión *");
  await expect(session.locator("option[value=consultation]")).toHaveText("Consulta inicial · 30 minutos · $0");
  await session.selectOption("consultation");
  await page.getByLabel("Fecha *").fill(inDays(12));
  // A time of its own on each try: a retry finds the first try's booking holding 16:00.
  const tries = test.info().retry + test.info().repeatEachIndex;
  await page.getByLabel("Hora (hora de Florida) *").selectOption(["16:00", "17:00", "18:00"][tries % 3] ?? "16:00");
  await expect(page.getByText("Precio total: $0")).toBeVisible();
  await page.getByRole("button", { name: "Reservar sesión" }).click();
  await expectToast(page, "Revisa tu correo", "Te enviamos por correo un enlace para confirmar tu Consulta inicial");
  await expect(page.getByRole("status").filter({ hasText: "Guardada para ti: Consulta inicial con Sofia R." })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("es-booked.png"), fullPage: true });

  // The free session is held until the mailed link's page confirms it (opening the link alone confirms nothing).
  const request = await mailTo(email, /Subject: Confirma tu Consulta inicial gratuita/);
  const confirmLink = new URL(/https?:\/\/\S+\/es\/bookings\/[\w-]+\?token=[\w.-]+&confirm=[\w-]+/.exec(request)?.[0] ?? "http://invalid/");
  await page.goto(confirmLink.pathname + confirmLink.search);
  await expect(page.getByText("Estado de la reserva: Pendiente de confirmación")).toBeVisible();
  await page.getByRole("button", { name: "Confirmar mi sesión" }).click();
  await expectToast(page, "¡Reserva confirmada!", "Tu Consulta inicial con Sofia R. está reservada");

  const confirmation = await mailTo(email, /Subject: .*Reserva confirmada/);
  expect(confirmation).toContain("Tu sesi");
  expect(confirmation).toContain("Cancelaci");

  // The mail's link opens the booking's page in Spanish, where it is cancelled after being told what that means.
  const link = /https?:\/\/\S+\/es\/bookings\/[\w-]+\?token=[\w.-]+/.exec(confirmation)?.[0] ?? "";
  expect(link).not.toBe("");
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByRole("heading", { level: 1, name: "Tu reserva" })).toBeVisible();
  await expect(page.getByText("Estado de la reserva: Confirmada")).toBeVisible();
  await page.getByRole("button", { name: /^Cancelar reserva/ }).click();
  const dialog = page.getByRole("dialog", { name: "¿Cancelar esta reserva?" });
  await expect(dialog).toContainText("No se pagó nada por esta sesión");
  await dialog.getByRole("button", { name: "Sí, cancelar reserva" }).click();
  await expectToast(page, "Reserva cancelada");
  await expect(page.getByText("Esta reserva está cancelada.")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("es-booking-cancelled.png"), fullPage: true });
});

test("a reader switches to Spanish and back without leaving the page, and Spanish pages link to Spanish pages", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/pricing");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.getByRole("banner").getByRole("link", { name: "Read this page in Español" }).click();

  await expect(page).toHaveURL(/\/es\/pricing$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Precios | Wingmate");
  await expect(page.getByRole("heading", { level: 1, name: "Precios y paquetes" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Café y charla" })).toBeVisible();
  await expect(page.getByText("2 horas").first()).toBeVisible();
  await expect(page.getByText("9:00 a.m. - 11:00 p.m.")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("es-pricing-1280.png"), fullPage: true });

  // The header's links stay in Spanish where a Spanish page exists.
  await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Nosotros" }).click();
  await expect(page).toHaveURL(/\/es\/about$/);
  await expect(page.getByRole("heading", { level: 1, name: "Nadie debería perderse una buena noche" })).toBeVisible();

  // The footer's switcher brings the reader back to the same page in English.
  await page.getByRole("contentinfo").getByRole("link", { name: "Leer esta página en English" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: "Nobody should sit out a good night" })).toBeVisible();
});

test("on a phone the Spanish home reads in Spanish, menu included", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/es");
  await expect(page.getByRole("heading", { level: 1, name: "Tu wing woman para cada momento social" })).toBeVisible();
  await page.getByRole("button", { name: "Abrir menú" }).click();
  const menu = page.getByRole("navigation", { name: "Navegación móvil" });
  await expect(menu.getByRole("link", { name: "Cómo funciona" })).toHaveAttribute("href", "/es/how-it-works");
  // The choice is remembered on the way (a cookie), then the English home opens.
  await expect(menu.getByRole("link", { name: "Leer esta página en English" })).toHaveAttribute("href", "/language-choice?locale=en&to=%2F");
  await page.screenshot({ path: test.info().outputPath("es-home-390.png"), fullPage: true });
});

test("a browser that prefers Spanish is offered the Spanish page, never redirected, and its answer is remembered", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: "es-US" });
  const page = await context.newPage();
  const response = await page.goto("/how-it-works");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/how-it-works$/);
  const offer = page.getByRole("complementary", { name: "Español" });
  await expect(offer).toContainText("Esta página también está en español.");

  await offer.getByRole("link", { name: "No, gracias" }).click();
  await expect(offer).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "How It Works" })).toBeVisible();
  await expect(offer).toBeHidden();
  await context.close();

  const another = await browser.newContext({ baseURL, locale: "es-US" });
  const reader = await another.newPage();
  await reader.goto("/");
  await reader.getByRole("complementary", { name: "Español" }).getByRole("link", { name: "Leerla en español" }).click();
  await expect(reader).toHaveURL(/\/es$/);
  await expect(reader.getByRole("complementary", { name: "English" })).toBeHidden();
  await another.close();
});

test("an English-preferring browser on a Spanish page is offered English; a page with no Spanish edition offers nothing", async ({ browser, baseURL }) => {
  const english = await browser.newContext({ baseURL, locale: "en-US" });
  const page = await english.newPage();
  await page.goto("/es/services");
  await expect(page.getByRole("complementary", { name: "English" })).toContainText("This page is also in English.");
  await english.close();

  const spanish = await browser.newContext({ baseURL, locale: "es-US" });
  const reader = await spanish.newPage();
  await reader.goto("/admin");
  await expect(reader.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(reader.getByRole("complementary", { name: "Español" })).toHaveCount(0);
  await expect(reader.getByRole("link", { name: /Read this page in/ })).toHaveCount(0);
  await spanish.close();
});

test("in Spanish, staff's text shows in Spanish where written and in English, marked, where not; staff write an event's Spanish on the dashboard", async ({
  page,
  browser,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });

  // A profile written in Spanish: its bio, its achievements and its fixed lists in Spanish, nothing marked English.
  await page.goto("/es/profiles/1");
  const about = page.getByRole("heading", { name: "Sobre mí" }).locator("xpath=..");
  await expect(about).toContainText("Sofia pasó cinco años organizando eventos de empresa en Brickell");
  await expect(about.getByText("(en inglés)")).toHaveCount(0);
  await expect(page.getByText("Ha organizado más de 200 eventos de empresa en Miami")).toBeVisible();
  await expect(page.getByText("Coaching de networking").first()).toBeVisible();
  await expect(page.getByText("Normalmente en menos de 1 hora")).toBeVisible();
  await expect(page.getByText("4 años")).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("es-profile-1-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath("es-profile-1-390.png"), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });

  // A profile with no Spanish yet: the English bio, marked as English for readers and screen readers.
  await page.goto("/es/profiles/3");
  const englishAbout = page.getByRole("heading", { name: "Sobre mí" }).locator("xpath=..");
  await expect(englishAbout.locator('[lang="en"]')).toContainText("Jasmine has coached clients on dating and social confidence");
  await expect(englishAbout.getByText("(en inglés)")).toBeVisible();
  // Its fixed lists are Spanish all the same.
  await expect(page.getByText("Coaching para citas").first()).toBeVisible();

  // A package's name and an event's category, from the Spanish catalogs.
  await page.goto("/es/pricing");
  await expect(page.getByRole("heading", { name: "Velada social" })).toBeVisible();
  await page.goto("/es/events");
  const gallery = page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { name: /^Noche de galerías en Wynwood/ }) })
    .first();
  await expect(gallery).toContainText("Arte y cultura");
  await expect(gallery).toContainText("Nuevas exposiciones de artistas locales");

  // Staff write a night's Spanish description on the dashboard; the Spanish events page shows it.
  const admin = await adminPage(browser);
  await admin.goto("/admin");
  await admin
    .getByRole("navigation", { name: "Admin sections" })
    .getByRole("button", { name: /^Events/ })
    .click();
  const edit = admin.getByRole("button", { name: /^Edit Brickell Trivia Night/ }).first();
  const title = ((await edit.getAttribute("aria-label")) ?? "").replace(/^Edit /, "");
  await edit.click();
  const editor = admin.locator("form").filter({ has: admin.getByRole("button", { name: "Save changes" }) });
  const spanish = `Equipos de hasta seis; ven solo y te sentamos con una mesa amable (${Date.now().toString(36)}).`;
  await editor.getByLabel("Description in Spanish").fill(spanish);
  await editor.getByRole("button", { name: "Save changes" }).click();
  await expectToast(admin, "Event updated");
  await admin.context().close();

  await page.goto("/es/events");
  const trivia = page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(trivia).toContainText(spanish);
  // Its title has no Spanish yet: shown in English, marked.
  await expect(trivia.getByRole("heading").getByText("(en inglés)")).toBeVisible();
  await page.goto("/events");
  await expect(page.getByRole("article").filter({ has: page.getByRole("heading", { name: title, exact: true }) })).not.toContainText(spanish);
});
