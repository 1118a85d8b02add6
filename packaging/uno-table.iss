; Inno Setup script for UNO Table on Windows: a per-user or all-users installer of the one-folder
; PyInstaller build. Build on Windows (see packaging/README.md):
;
;     .venv\Scripts\python packaging\make_icons.py build\icons
;     .venv\Scripts\pyinstaller --noconfirm --distpath dist --workpath build\pyinstaller packaging\uno-table.spec
;     iscc /DAppVersion=0.1.0 packaging\uno-table.iss
;
; Output: dist\uno-table-<version>-windows-setup.exe

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "UNO Table"
#define AppExe "uno-table.exe"

[Setup]
; a fixed id: keep it, so that new versions update the installed one
AppId={{6C1E2A4B-3D5F-4E8A-9B1C-7D2E3F4A5B6C}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=UNO Table developers
DefaultDirName={autopf}\UNO Table
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
; per-user install without admin rights by default; the user may choose all users
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir=..\dist
OutputBaseFilename=uno-table-{#AppVersion}-windows-setup
SetupIconFile=..\build\icons\uno-table.ico
UninstallDisplayIcon={app}\{#AppExe}
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "sv"; MessagesFile: "compiler:Languages\Swedish.isl"
Name: "fi"; MessagesFile: "compiler:Languages\Finnish.isl"
Name: "da"; MessagesFile: "compiler:Languages\Danish.isl"
Name: "nb"; MessagesFile: "compiler:Languages\Norwegian.isl"
Name: "hu"; MessagesFile: "compiler:Languages\Hungarian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "..\dist\uno-table\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
