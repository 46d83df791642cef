import type { Catalogue } from '../catalogue.ts';

/** German (de-DE). Keys are the en-US ids; the type checker rejects a missing or unknown id. */
const deDE: Catalogue = {
  // commerce-core §8 cart and product notices
  'Product has been added to the cart!': 'Das Produkt wurde in den Warenkorb gelegt!',
  'Proceed to checkout': 'Zur Kasse gehen',
  'Product quantity has been updated!': 'Die Produktmenge wurde aktualisiert!',
  'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.':
    'Das System ist sich über den Lagerbestand nicht sicher (volatil). Das Produkt wurde zur Vorreservierung in den Warenkorb gelegt.',
  'The product is out of stock and cannot be added to the cart!':
    'Das Produkt ist nicht auf Lager und kann nicht in den Warenkorb gelegt werden!',
  'Product price is unknown, product cannot be added to the cart!':
    'Der Produktpreis ist unbekannt, das Produkt kann nicht in den Warenkorb gelegt werden!',
  'No available product variants': 'Keine verfügbaren Produktvarianten',
  'Only {maxQuantity} products of this type are available':
    'Von diesem Produkt sind nur {maxQuantity} Stück verfügbar',
  'No such configuration for the product': 'Diese Konfiguration gibt es für das Produkt nicht',
  'Shopping cart is empty before checkout': 'Der Warenkorb ist vor dem Bezahlvorgang leer',
  'Some of the ordered products are not available': 'Einige der bestellten Produkte sind nicht verfügbar',
  'The shipping method is missing': 'Die Versandart fehlt',
  "The coupon code isn't valid": 'Der Gutscheincode ist ungültig',
  "You've entered an incorrect coupon code": 'Sie haben einen falschen Gutscheincode eingegeben',
  'The address in checkout contains invalid data, so the order is cancelled':
    'Die Adresse im Bezahlvorgang enthält ungültige Daten, daher wurde die Bestellung storniert',
  'Internal validation error, please check required fields':
    'Interner Validierungsfehler, bitte prüfen Sie die Pflichtfelder',
  'In stock!': 'Auf Lager!',
  'Out of the stock!': 'Nicht auf Lager!',
  'Are you sure you would like to remove this item from the shopping cart?':
    'Möchten Sie diesen Artikel wirklich aus dem Warenkorb entfernen?',
  // commerce-core §4 placing an order
  'Payment Information': 'Zahlungsinformationen',
  'You are going to pay for this order upon delivery.': 'Sie bezahlen diese Bestellung bei Lieferung.',
  'Cash on delivery': 'Nachnahme',
  // commerce-core §8 query and catalogue errors
  'Product query returned empty result': 'Die Produktabfrage lieferte ein leeres Ergebnis',
  'Category query returned empty result {key} = {value}':
    'Die Kategorieabfrage lieferte ein leeres Ergebnis {key} = {value}',
  'Product with type grouped has no product_links set!':
    'Für das gruppierte Produkt sind keine Produktverknüpfungen (product_links) gesetzt!',
  'Product link not found': 'Produktverknüpfung nicht gefunden',
  'No entity type registered for {type}': 'Für {type} ist kein Entitätstyp registriert',
  'No products synchronized for this category. Please come back while online!':
    'Für diese Kategorie wurden keine Produkte synchronisiert. Bitte kommen Sie wieder, wenn Sie online sind!',
  'No country given for the totals. Please set the default tax country.':
    'Für die Summen wurde kein Land angegeben. Bitte legen Sie das Standard-Steuerland fest.',
  // commerce-core §8 transport and token
  'Invalid token - need to be revalidated': 'Ungültiges Token – es muss erneut validiert werden',
  'Error refreshing user token. User is not authorized to access the resource':
    'Fehler beim Aktualisieren des Benutzertokens. Der Benutzer ist nicht berechtigt, auf die Ressource zuzugreifen',
  'Internal Application error while refreshing the tokens. Please clear the storage and refresh page.':
    'Interner Anwendungsfehler beim Aktualisieren der Tokens. Bitte leeren Sie den Speicher und laden Sie die Seite neu.',
  'Error with response - bad content-type!': 'Fehler in der Antwort – falscher Content-Type!',
  'Unhandled error, wrong response format!': 'Unbehandelter Fehler, falsches Antwortformat!',
  'Error executing sync task {url} the required cartId argument is null. Re-creating shopping cart synchro.':
    'Fehler beim Ausführen der Synchronisationsaufgabe {url}: Das erforderliche Argument cartId ist null. Die Warenkorb-Synchronisation wird neu angelegt.',
  // accounts-content §8 success and progress
  'Account data has successfully been updated': 'Die Kontodaten wurden erfolgreich aktualisiert',
  'Password has successfully been changed': 'Das Passwort wurde erfolgreich geändert',
  'Address has been saved successfully.': 'Die Adresse wurde erfolgreich gespeichert.',
  'Address has been deleted successfully.': 'Die Adresse wurde erfolgreich gelöscht.',
  'Saving...': 'Wird gespeichert...',
  'Removing...': 'Wird entfernt...',
  // accounts-content §8 account and password
  'Reset password feature does not work while offline!':
    'Das Zurücksetzen des Passworts funktioniert offline nicht!',
  'Changing the password does not work while offline!':
    'Das Ändern des Passworts funktioniert offline nicht!',
  'You must have to login': 'Sie müssen sich anmelden',
  'Address Id missing': 'Adress-ID fehlt',
  'User details are required': 'Benutzerdaten sind erforderlich',
  'The account sign-in was incorrect or your account is disabled temporarily':
    'Die Anmeldung war nicht korrekt oder Ihr Konto ist vorübergehend gesperrt',
  'The token provided is either invalid or expired': 'Das angegebene Token ist ungültig oder abgelaufen',
  'Error while sending reset password e-mail': 'Fehler beim Senden der E-Mail zum Zurücksetzen des Passworts',
  'Something went wrong with the reset password form.':
    'Beim Formular zum Zurücksetzen des Passworts ist ein Fehler aufgetreten.',
  'A customer with the same email already exists.':
    'Es gibt bereits einen Kunden mit derselben E-Mail-Adresse.',
  'We have sent a link to reset your password to {email}.':
    'Wir haben einen Link zum Zurücksetzen Ihres Passworts an {email} gesendet.',
  "You're logged out": 'Sie sind abgemeldet',
  'You are logged in!': 'Sie sind angemeldet!',
  'Your account has been created!': 'Ihr Konto wurde erstellt!',
  'You need to be logged in to see this page': 'Sie müssen angemeldet sein, um diese Seite zu sehen',
  // accounts-content §8 general
  'Something went wrong. Try again in a few seconds.':
    'Etwas ist schiefgelaufen. Versuchen Sie es in ein paar Sekunden erneut.',
  'CMS query returned empty result': 'Die CMS-Abfrage lieferte ein leeres Ergebnis',
  'Could not send an email, try again later.':
    'Die E-Mail konnte nicht gesendet werden, versuchen Sie es später erneut.',
  'Internal Server Error 500': 'Interner Serverfehler 500',
  'Request does not match any route': 'Die Anfrage passt zu keiner Route',
  '404 Page Not Found': '404 Seite nicht gefunden',
  'You are offline. Some features are not available.':
    'Sie sind offline. Einige Funktionen sind nicht verfügbar.',
  'You are back online.': 'Sie sind wieder online.',
  'The product, category or CMS page is not available in Offline mode. Redirecting to Home.':
    'Das Produkt, die Kategorie oder die CMS-Seite ist im Offline-Modus nicht verfügbar. Sie werden zur Startseite weitergeleitet.',
  'Product price is unknown, product cannot be added to the cart':
    'Der Produktpreis ist unbekannt, das Produkt kann nicht in den Warenkorb gelegt werden',
  'This product is out of stock': 'Dieses Produkt ist nicht auf Lager',
  'Not Implemented': 'Nicht implementiert',
  OK: 'OK',
  // accounts-content §5 validation
  'Field is required': 'Pflichtfeld',
  'Please provide valid e-mail address.': 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  'Name must have at least {min} letters.': 'Der Name muss mindestens {min} Buchstaben haben.',
  'First name must have at least {min} letters.': 'Der Vorname muss mindestens {min} Buchstaben haben.',
  'Last name must have at least {min} letters.': 'Der Nachname muss mindestens {min} Buchstaben haben.',
  'Tax identification number must have at least {min} letters.':
    'Die Steuernummer muss mindestens {min} Zeichen haben.',
  'Zip-code must have at least {min} letters.': 'Die Postleitzahl muss mindestens {min} Zeichen haben.',
  'Password must have at least {min} characters.': 'Das Passwort muss mindestens {min} Zeichen haben.',
  'Passwords must be identical.': 'Die Passwörter müssen identisch sein.',
  'Search term must have at least {min} characters.': 'Der Suchbegriff muss mindestens {min} Zeichen haben.',
  'You must accept the terms and conditions.': 'Sie müssen die Allgemeinen Geschäftsbedingungen akzeptieren.',
  'Quantity must be a positive integer.': 'Die Menge muss eine positive ganze Zahl sein.',
  'Quantity must be above 0.': 'Die Menge muss größer als 0 sein.',
  'Quantity must be below {quantity}.': 'Die Menge muss kleiner als {quantity} sein.',
  'Please choose the product options first.': 'Bitte wählen Sie zuerst die Produktoptionen.',
  'The review could not be saved. Please try again.':
    'Die Bewertung konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
  // notifications
  'Return to shopping': 'Zurück zum Einkaufen',
  'Your order number is: {id}': 'Ihre Bestellnummer lautet: {id}',
  'Order waiting!': 'Bestellung wartet!',
  'Orders you placed while offline are waiting. Do you want to send them now?':
    'Bestellungen, die Sie offline aufgegeben haben, warten. Möchten Sie sie jetzt senden?',
  'Allow order notifications': 'Benachrichtigungen zur Bestellung erlauben',
  'We will notify you when the status of your order changes.':
    'Wir benachrichtigen Sie, wenn sich der Status Ihrer Bestellung ändert.',
  'Subscribe to our newsletter and get a 10% discount coupon!':
    'Abonnieren Sie unseren Newsletter und erhalten Sie einen Gutschein über 10 % Rabatt!',
  'You have been successfully subscribed to our newsletter!':
    'Sie haben unseren Newsletter erfolgreich abonniert!',
  'You have been successfully unsubscribed from our newsletter!':
    'Sie haben unseren Newsletter erfolgreich abbestellt!',
  'Product {productName} has been added to the wishlist!':
    'Das Produkt {productName} wurde zur Wunschliste hinzugefügt!',
  'Product {productName} has been removed from the wishlist!':
    'Das Produkt {productName} wurde von der Wunschliste entfernt!',
  'Product {productName} has been added to the compare!':
    'Das Produkt {productName} wurde zum Vergleich hinzugefügt!',
  'Product {productName} has been removed from the compare!':
    'Das Produkt {productName} wurde aus dem Vergleich entfernt!',
  'We will let you know when this product is back in stock.':
    'Wir informieren Sie, sobald dieses Produkt wieder auf Lager ist.',
  'You will no longer be notified about this product.':
    'Sie werden über dieses Produkt nicht mehr benachrichtigt.',
  'Thank you for your review! It has been submitted for moderation.':
    'Vielen Dank für Ihre Bewertung! Sie wurde zur Prüfung eingereicht.',
  'Your question has been sent. Thank you!': 'Ihre Frage wurde gesendet. Vielen Dank!',
  'Your message has been sent. Thank you!': 'Ihre Nachricht wurde gesendet. Vielen Dank!',
  'Thank you for your feedback!': 'Vielen Dank für Ihr Feedback!',
  'What can we improve?': 'Was können wir verbessern?',
  // accounts-content §2 screens
  Home: 'Startseite',
  Checkout: 'Kasse',
  'Personal Details': 'Persönliche Daten',
  Shipping: 'Versand',
  Payment: 'Zahlung',
  'Review & Payments': 'Überprüfung & Zahlung',
  'About us': 'Über uns',
  'Track my Order': 'Meine Bestellung verfolgen',
  'My Account': 'Mein Konto',
  'Shipping details': 'Versanddaten',
  'Newsletter preferences': 'Newsletter-Einstellungen',
  'My orders': 'Meine Bestellungen',
  'Order #{orderId}': 'Bestellung #{orderId}',
  'Recently viewed products': 'Zuletzt angesehene Produkte',
  'Contact us': 'Kontakt',
  'Compare Products': 'Produkte vergleichen',
  'Set a new password': 'Neues Passwort festlegen',
  'Reset password': 'Passwort zurücksetzen',
  Error: 'Fehler',
  'Search results': 'Suchergebnisse',
  'Thank you for your purchase!': 'Vielen Dank für Ihren Einkauf!',
  'Knowledge base': 'Wissensdatenbank',
  Wishlist: 'Wunschliste',
  'Store locator': 'Filialfinder',
  'Style Guide': 'Styleguide',
  'Loyalty card': 'Kundenkarte',
  'Product reviews': 'Produktbewertungen',
  'My profile': 'Mein Profil',
  // interface texts: search and listing
  Search: 'Suche',
  'Type what you are looking for...': 'Geben Sie ein, wonach Sie suchen...',
  'No results were found.': 'Es wurden keine Ergebnisse gefunden.',
  'Results for "{query}"': 'Ergebnisse für „{query}“',
  'Products: {count}': 'Produkte: {count}',
  'Load more': 'Mehr laden',
  Filters: 'Filter',
  'Clear filters': 'Filter zurücksetzen',
  Apply: 'Anwenden',
  Price: 'Preis',
  Color: 'Farbe',
  Size: 'Größe',
  'Sort by': 'Sortieren nach',
  Latest: 'Neueste',
  'Price: Low to high': 'Preis: aufsteigend',
  'Price: High to low': 'Preis: absteigend',
  'Quantity: Low to high': 'Menge: aufsteigend',
  'Quantity: High to low': 'Menge: absteigend',
  Categories: 'Kategorien',
  Previous: 'Zurück',
  Next: 'Weiter',
  'Everything new': 'Alles Neue',
  Bestsellers: 'Bestseller',
  'New products': 'Neue Produkte',
  'Featured products': 'Empfohlene Produkte',
  Outlet: 'Outlet',
  // product page
  'Add to cart': 'In den Warenkorb',
  'Out of stock': 'Nicht auf Lager',
  Quantity: 'Menge',
  'Add to wishlist': 'Zur Wunschliste hinzufügen',
  'Remove from wishlist': 'Von der Wunschliste entfernen',
  'Add to compare': 'Zum Vergleich hinzufügen',
  'Remove from compare': 'Aus dem Vergleich entfernen',
  'Product details': 'Produktdetails',
  Description: 'Beschreibung',
  Reviews: 'Bewertungen',
  'Add a review': 'Bewertung schreiben',
  Summary: 'Zusammenfassung',
  Review: 'Bewertung',
  'Submit review': 'Bewertung absenden',
  'SKU: {sku}': 'Artikelnummer: {sku}',
  'Related products': 'Ähnliche Produkte',
  'Notify me when this product is back in stock':
    'Benachrichtigen Sie mich, wenn das Produkt wieder auf Lager ist',
  Manufacturer: 'Hersteller',
  'Ask a question': 'Eine Frage stellen',
  'Your question': 'Ihre Frage',
  // cart and totals
  'Shopping cart': 'Warenkorb',
  'Your shopping cart is empty.': 'Ihr Warenkorb ist leer.',
  'Start shopping': 'Einkauf beginnen',
  Remove: 'Entfernen',
  'Clear cart': 'Warenkorb leeren',
  'Go to checkout': 'Zur Kasse',
  'Continue shopping': 'Weiter einkaufen',
  'Discount code': 'Gutscheincode',
  'Apply the discount code': 'Gutscheincode einlösen',
  'Remove the discount code': 'Gutscheincode entfernen',
  'Subtotal incl. tax': 'Zwischensumme inkl. MwSt.',
  'Grand total': 'Gesamtsumme',
  Tax: 'MwSt.',
  Discount: 'Rabatt',
  // account
  'Sign in': 'Anmelden',
  'Log in': 'Einloggen',
  'Log out': 'Abmelden',
  Register: 'Registrieren',
  'Create an account': 'Konto erstellen',
  "Don't have an account yet?": 'Sie haben noch kein Konto?',
  'Already have an account?': 'Sie haben bereits ein Konto?',
  'Forgot the password?': 'Passwort vergessen?',
  'Send the reset link': 'Link zum Zurücksetzen senden',
  'Back to login': 'Zurück zur Anmeldung',
  'E-mail address': 'E-Mail-Adresse',
  Password: 'Passwort',
  'Repeat password': 'Passwort wiederholen',
  'Current password': 'Aktuelles Passwort',
  'New password': 'Neues Passwort',
  'Change password': 'Passwort ändern',
  'Remember me': 'Angemeldet bleiben',
  'First name': 'Vorname',
  'Last name': 'Nachname',
  Edit: 'Bearbeiten',
  Save: 'Speichern',
  Cancel: 'Abbrechen',
  Close: 'Schließen',
  Confirm: 'Bestätigen',
  Back: 'Zurück',
  Send: 'Senden',
  'Loading...': 'Wird geladen...',
  Date: 'Datum',
  Status: 'Status',
  Total: 'Summe',
  'You have no orders yet.': 'Sie haben noch keine Bestellungen.',
  'Your wishlist is empty.': 'Ihre Wunschliste ist leer.',
  'You have no products to compare.': 'Sie haben keine Produkte zum Vergleichen.',
  Newsletter: 'Newsletter',
  Subscribe: 'Abonnieren',
  Unsubscribe: 'Abbestellen',
  'I want to receive the newsletter': 'Ich möchte den Newsletter erhalten',
  // checkout
  'I want to create an account': 'Ich möchte ein Konto erstellen',
  'Street name': 'Straße',
  'House/Apartment number': 'Hausnummer/Wohnung',
  City: 'Stadt',
  'State / Province': 'Bundesland / Region',
  'Zip-code': 'Postleitzahl',
  Country: 'Land',
  'Phone number': 'Telefonnummer',
  'Company name': 'Firmenname',
  'Tax identification number': 'Steuernummer',
  'Shipping method': 'Versandart',
  'Payment method': 'Zahlungsart',
  'Copy the address from shipping': 'Adresse aus den Versanddaten übernehmen',
  'I accept the terms and conditions': 'Ich akzeptiere die Allgemeinen Geschäftsbedingungen',
  'Terms and conditions': 'Allgemeine Geschäftsbedingungen',
  'Continue to shipping': 'Weiter zum Versand',
  'Continue to payment': 'Weiter zur Zahlung',
  'Review the order': 'Bestellung überprüfen',
  'Place the order': 'Bestellung aufgeben',
  'Order summary': 'Bestellübersicht',
  // contact and mail
  Name: 'Name',
  Message: 'Nachricht',
};

export default deDE;
