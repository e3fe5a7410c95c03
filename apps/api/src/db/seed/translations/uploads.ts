import type { TranslationTable } from './ui-translation';

/** Interface strings of the console's resumable upload component and the upload server's errors (decision 049). */
export const uploadTranslations: TranslationTable = {
  upload_label_master: { sv: 'Masterfil', no: 'Masterfil', fi: 'Master-tiedosto', en: 'Master file' },
  upload_label_subtitle: { sv: 'Undertexter', no: 'Undertekster', fi: 'Tekstitys', en: 'Subtitles' },
  upload_label_poster: { sv: 'Affisch', no: 'Plakat', fi: 'Juliste', en: 'Poster' },
  upload_label_audio: { sv: 'Ljudfil', no: 'Lydfil', fi: 'Äänitiedosto', en: 'Sound file' },
  upload_hint_audio: {
    sv: 'M4A, AAC, WAV, MP3, MKA, eller MP4 eller MKV med ljud.',
    no: 'M4A, AAC, WAV, MP3, MKA, eller MP4 eller MKV med lyd.',
    fi: 'M4A, AAC, WAV, MP3, MKA tai MP4 tai MKV, jossa on ääni.',
    en: 'M4A, AAC, WAV, MP3, MKA, or an MP4 or MKV with sound.',
  },
  upload_hint_master: {
    sv: 'MP4, MOV eller MKV. Avbryts överföringen fortsätter den där den slutade.',
    no: 'MP4, MOV eller MKV. Blir overføringen avbrutt, fortsetter den der den stoppet.',
    fi: 'MP4, MOV tai MKV. Jos siirto katkeaa, se jatkuu siitä, mihin se jäi.',
    en: 'MP4, MOV or MKV. If the transfer is interrupted, it continues where it stopped.',
  },
  upload_hint_subtitle: {
    sv: 'SRT eller WebVTT.',
    no: 'SRT eller WebVTT.',
    fi: 'SRT tai WebVTT.',
    en: 'SRT or WebVTT.',
  },
  upload_hint_poster: {
    sv: 'PNG, JPEG eller WebP.',
    no: 'PNG, JPEG eller WebP.',
    fi: 'PNG, JPEG tai WebP.',
    en: 'PNG, JPEG or WebP.',
  },
  upload_wrong_type: {
    sv: 'Filen har fel typ. Välj en fil av de typer som anges.',
    no: 'Filen har feil type. Velg en fil av typene som er oppgitt.',
    fi: 'Tiedosto on väärää tyyppiä. Valitse jokin mainituista tyypeistä.',
    en: 'This file is of another type. Choose a file of the types listed.',
  },
  upload_pause: { sv: 'Pausa', no: 'Pause', fi: 'Keskeytä', en: 'Pause' },
  upload_resume: { sv: 'Fortsätt', no: 'Fortsett', fi: 'Jatka', en: 'Resume' },
  upload_uploading: {
    sv: 'Laddar upp {name}',
    no: 'Laster opp {name}',
    fi: 'Ladataan {name}',
    en: 'Uploading {name}',
  },
  upload_resuming: {
    sv: 'Fortsätter uppladdningen av {name} där den slutade',
    no: 'Fortsetter opplastingen av {name} der den stoppet',
    fi: 'Jatketaan tiedoston {name} latausta siitä, mihin se jäi',
    en: 'Continuing the upload of {name} where it stopped',
  },
  upload_paused: {
    sv: 'Uppladdningen av {name} är pausad',
    no: 'Opplastingen av {name} er satt på pause',
    fi: 'Tiedoston {name} lataus on keskeytetty',
    en: 'The upload of {name} is paused',
  },
  upload_done: {
    sv: '{name} är uppladdad',
    no: '{name} er lastet opp',
    fi: '{name} on ladattu',
    en: '{name} is uploaded',
  },
  upload_stopped: {
    sv: 'Uppladdningen av {name} stannade',
    no: 'Opplastingen av {name} stoppet',
    fi: 'Tiedoston {name} lataus pysähtyi',
    en: 'The upload of {name} stopped',
  },
  upload_percent: { sv: '{percent} %', no: '{percent} %', fi: '{percent} %', en: '{percent}%' },
  upload_sent: {
    sv: '{sent} av {total} MB ({percent} %)',
    no: '{sent} av {total} MB ({percent} %)',
    fi: '{sent} / {total} Mt ({percent} %)',
    en: '{sent} of {total} MB ({percent}%)',
  },
  upload_speed: { sv: '{speed} MB/s', no: '{speed} MB/s', fi: '{speed} Mt/s', en: '{speed} MB/s' },
  upload_time_left: {
    sv: '{time} kvar',
    no: '{time} igjen',
    fi: '{time} jäljellä',
    en: '{time} left',
  },
};

/** The upload server's error messages (merged into the error codes' messages). */
export const uploadErrorMessages = {
  error_upload_too_large: {
    sv: 'Filen är större än vad som får laddas upp.',
    no: 'Filen er større enn det som kan lastes opp.',
    fi: 'Tiedosto on suurempi kuin ladattavaksi sallitaan.',
    en: 'The file is larger than uploads may be.',
  },
  error_upload_type_not_allowed: {
    sv: 'Filen har en typ som inte tas emot för det här ändamålet.',
    no: 'Filen har en type som ikke tas imot for dette formålet.',
    fi: 'Tämän tyyppistä tiedostoa ei oteta vastaan tähän tarkoitukseen.',
    en: 'Files of this type are not taken for this purpose.',
  },
  error_upload_not_a_video: {
    sv: 'Filen är inte en video- eller ljudfil som tas emot här (MP4, MOV eller MKV; för syntolkning även M4A, WAV, MP3 eller AAC). Spellistor, fillistor, bilder och textfiler tas inte emot, och inte heller tomma eller avbrutna filer.',
    no: 'Filen er ikke en video- eller lydfil som tas imot her (MP4, MOV eller MKV; for synstolking også M4A, WAV, MP3 eller AAC). Spillelister, fillister, bilder og tekstfiler tas ikke imot, og heller ikke tomme eller avbrutte filer.',
    fi: 'Tiedosto ei ole täällä vastaanotettava video- tai äänitiedosto (MP4, MOV tai MKV; kuvailutulkkaukselle myös M4A, WAV, MP3 tai AAC). Soittolistoja, tiedostoluetteloita, kuvia, tekstitiedostoja sekä tyhjiä tai keskeytyneitä tiedostoja ei oteta vastaan.',
    en: 'The file is not a video or sound file taken here (MP4, MOV or MKV; for an audio description also M4A, WAV, MP3 or AAC). Playlists, file lists, images and text files are not taken, nor are empty or cut-off files.',
  },
  error_upload_not_found: {
    sv: 'Uppladdningen finns inte, eller har gått ut.',
    no: 'Opplastingen finnes ikke, eller har utløpt.',
    fi: 'Latausta ei ole, tai se on vanhentunut.',
    en: 'The upload does not exist, or has expired.',
  },
};
