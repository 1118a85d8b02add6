### Nytt spel: hjälpraden innan något är markerat. $description: den valda utgåvans beskrivning.

setup-help-start = { $description } Peka på ett val för att läsa här vad det gör.
