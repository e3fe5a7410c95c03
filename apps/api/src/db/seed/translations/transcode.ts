import type { TranslationTable } from './ui-translation';

/**
 * Transcoding (docs/decisions/048): why a transcoding job failed, in words an operator can act on (keyed
 * `transcode_failed_<reason>`, media/source-probe.ts), the media section of the console and the trailer.
 */
export const transcodeTranslations: TranslationTable = {
  transcode_failed_source_missing: {
    sv: 'Den uppladdade filen finns inte (uppladdningen är inte klar eller har tagits bort).',
    no: 'Den opplastede filen finnes ikke (opplastingen er ikke ferdig eller er slettet).',
    fi: 'Ladattua tiedostoa ei ole (lataus on kesken tai se on poistettu).',
    en: 'The uploaded file is not there (the upload is unfinished or was removed).',
  },
  transcode_failed_title_missing: {
    sv: 'Titeln finns inte längre.',
    no: 'Tittelen finnes ikke lenger.',
    fi: 'Nimikettä ei enää ole.',
    en: 'The title no longer exists.',
  },
  transcode_failed_not_a_video: {
    sv: 'Filen är ingen video. Ladda upp en MP4-, MOV- eller MKV-fil.',
    no: 'Filen er ikke en video. Last opp en MP4-, MOV- eller MKV-fil.',
    fi: 'Tiedosto ei ole video. Lataa MP4-, MOV- tai MKV-tiedosto.',
    en: 'The file is not a video. Upload an MP4, MOV or MKV file.',
  },
  transcode_failed_no_video_stream: {
    sv: 'Filen har ljud men ingen bild.',
    no: 'Filen har lyd, men ikke bilde.',
    fi: 'Tiedostossa on ääntä mutta ei kuvaa.',
    en: 'The file has sound but no picture.',
  },
  transcode_failed_no_audio_stream: {
    sv: 'Filen har inget ljud. Ladda upp syntolkningen som en ljudfil (M4A, AAC, WAV, MP3, MKA) eller en MP4/MKV med ljud.',
    no: 'Filen har ingen lyd. Last opp synstolkingen som en lydfil (M4A, AAC, WAV, MP3, MKA) eller en MP4/MKV med lyd.',
    fi: 'Tiedostossa ei ole ääntä. Lataa kuvailutulkkaus äänitiedostona (M4A, AAC, WAV, MP3, MKA) tai MP4/MKV-tiedostona, jossa on ääni.',
    en: 'The file has no sound. Upload the audio description as a sound file (M4A, AAC, WAV, MP3, MKA) or an MP4/MKV with sound.',
  },
  transcode_failed_no_film: {
    sv: 'Titeln har ingen omkodad film längre. Ladda upp filmen först.',
    no: 'Tittelen har ingen omkodet film lenger. Last opp filmen først.',
    fi: 'Nimikkeellä ei ole enää muunnettua elokuvaa. Lataa elokuva ensin.',
    en: 'The title no longer has a transcoded film. Upload the film first.',
  },
  transcode_failed_film_changed: {
    sv: 'Filmen byttes ut medan syntolkningen lades till. Lägg till syntolkningen igen.',
    no: 'Filmen ble byttet ut mens synstolkingen ble lagt til. Legg til synstolkingen på nytt.',
    fi: 'Elokuva vaihdettiin, kun kuvailutulkkausta lisättiin. Lisää kuvailutulkkaus uudelleen.',
    en: 'The film was replaced while the audio description was being added. Add the audio description again.',
  },
  transcode_failed_corrupt: {
    sv: 'Filen är skadad eller ofullständig. Ladda upp den igen.',
    no: 'Filen er skadet eller ufullstendig. Last den opp på nytt.',
    fi: 'Tiedosto on vioittunut tai keskeneräinen. Lataa se uudelleen.',
    en: 'The file is damaged or incomplete. Upload it again.',
  },
  transcode_failed_unsupported_codec: {
    sv: 'Filens video- eller ljudformat stöds inte.',
    no: 'Filens video- eller lydformat støttes ikke.',
    fi: 'Tiedoston video- tai äänimuotoa ei tueta.',
    en: "The file's video or sound format is not supported.",
  },
  transcode_failed_too_short: {
    sv: 'Videon är för kort (under en halv sekund).',
    no: 'Videoen er for kort (under et halvt sekund).',
    fi: 'Video on liian lyhyt (alle puoli sekuntia).',
    en: 'The video is too short (under half a second).',
  },
  transcode_failed_cancelled: {
    sv: 'Omkodningen avbröts. Titeln spelar sin tidigare version.',
    no: 'Omkodingen ble avbrutt. Tittelen spiller sin forrige versjon.',
    fi: 'Muunnos keskeytettiin. Nimike toistaa aiempaa versiotaan.',
    en: 'The transcoding was cancelled. The title plays its previous version.',
  },
  transcode_failed_encoder_failed: {
    sv: 'Omkodningen misslyckades. Försök igen; hjälper inte det, ladda upp filen på nytt.',
    no: 'Omkodingen mislyktes. Prøv igjen; hjelper ikke det, last opp filen på nytt.',
    fi: 'Muunnos epäonnistui. Yritä uudelleen; jos se ei auta, lataa tiedosto uudelleen.',
    en: 'The transcoding failed. Try again; if that does not help, upload the file again.',
  },
};

/** The media calls' error messages (merged into the error codes' messages). */
export const transcodeErrorMessages = {
  error_title_has_no_film: {
    sv: 'Titeln har ingen film än. Ladda upp och omkoda filmen innan du lägger till syntolkning.',
    no: 'Tittelen har ingen film ennå. Last opp og omkod filmen før du legger til synstolking.',
    fi: 'Nimikkeellä ei ole vielä elokuvaa. Lataa ja muunna elokuva ennen kuvailutulkkauksen lisäämistä.',
    en: 'The title has no film yet. Upload and transcode the film before adding an audio description.',
  },
  error_upload_not_finished: {
    sv: 'Uppladdningen är inte klar än. Vänta tills den är klar och försök igen.',
    no: 'Opplastingen er ikke ferdig ennå. Vent til den er ferdig, og prøv igjen.',
    fi: 'Lataus ei ole vielä valmis. Odota, että se valmistuu, ja yritä uudelleen.',
    en: 'The upload has not finished yet. Wait until it has and try again.',
  },
  error_subtitles_too_large: {
    sv: 'Undertextfilen är för stor (högst 512 kB).',
    no: 'Undertekstfilen er for stor (høyst 512 kB).',
    fi: 'Tekstitystiedosto on liian suuri (enintään 512 kt).',
    en: 'The subtitle file is too large (at most 512 kB).',
  },
  error_subtitles_malformed: {
    sv: 'Undertextfilen kunde inte läsas. Den ska vara SRT eller WebVTT i UTF-8.',
    no: 'Undertekstfilen kunne ikke leses. Den skal være SRT eller WebVTT i UTF-8.',
    fi: 'Tekstitystiedostoa ei voitu lukea. Sen pitää olla SRT- tai WebVTT-muotoinen ja UTF-8-koodattu.',
    en: 'The subtitle file could not be read. It must be SRT or WebVTT in UTF-8.',
  },
};
